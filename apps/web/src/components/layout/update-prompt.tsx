import { useEffect } from "react";
import { wantToaster } from "@/lib/deferred-toaster.tsx";

/**
 * Registers the service worker (production builds only) and, when a new version has been
 * downloaded, offers 'Refresh to update' instead of switching under the user's feet.
 */
export function UpdatePrompt() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    // After the page has loaded: the worker and its precache download stay off the first load.
    const loaded = document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    loaded
      .then(() => import("virtual:pwa-register"))
      .then(({ registerSW }) => {
        if (cancelled) return;
        const update = registerSW({
          onNeedRefresh() {
            // sonner is not part of the first load; this toast comes unprompted, so ask for the host.
            wantToaster();
            void import("sonner").then(({ toast }) =>
              toast("A new version of ExpertConnect is ready.", {
                duration: Infinity,
                action: { label: "Refresh to update", onClick: () => void update(true) },
              }),
            );
          },
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
