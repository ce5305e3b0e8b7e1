import { useEffect } from "react";
import { APP_NAME } from "@expertconnect/shared/constants";
import { toast } from "@/lib/toast.ts";
import { m } from "@/paraglide/messages.js";

const SERVICE_WORKER_URL = "/sw.js";

/** The toast that offers the waiting version; taking it makes the worker take over, then reloads. */
function offerUpdate(waiting: ServiceWorker) {
  toast(m.shell_update_ready({ app: APP_NAME }), {
    duration: Infinity,
    action: {
      label: m.shell_update_action(),
      onClick: () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        // The generated worker skips waiting when asked this way.
        waiting.postMessage({ type: "SKIP_WAITING" });
      },
    },
  });
}

/**
 * Registers the service worker (production builds only) and, when a new version has been
 * downloaded, offers 'Refresh to update' instead of switching under the user's feet. Done with the
 * browser's API directly (workbox-window's 3 kB would be part of every first load).
 */
export function UpdatePrompt() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    // After the page has loaded: the worker and its precache download stay off the first load.
    const loaded = document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    loaded
      .then(() => (cancelled ? undefined : navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" })))
      .then((registration) => {
        if (!registration || cancelled) return;
        // A worker installed while this page was open replaces one that controls it: an update.
        if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
        registration.addEventListener("updatefound", () => {
          const installing = registration.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed" && navigator.serviceWorker.controller) offerUpdate(installing);
          });
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
