/**
 * The toast host, fetched together with sonner only once a toast can appear, so the first load of
 * a page ships neither (about 9 kB of gzipped JavaScript). Toasts follow a person's action, and
 * sonner replays toasts created before its Toaster subscribed, so the host is mounted on the first
 * pointer or key press, or when a toast is made (lib/toast.ts asks with wantToaster()).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { usePreference } from "@/lib/preferences.ts";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

const WANTED = "ec:toaster-wanted";
const TRIGGERS = ["pointerdown", "keydown", "touchstart", "popstate", WANTED];

/** Asked for before the host listened: a hydrated page runs every effect in one go, the host's last. */
let wantedEarly = false;

/** Mounts the toast host now; for toasts that no action of the person's preceded. */
export function wantToaster() {
  wantedEarly = true;
  window.dispatchEvent(new Event(WANTED));
}

export function DeferredToaster() {
  const dark = usePreference("darkMode");
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (wantedEarly) {
      queueMicrotask(want);
      return;
    }
    for (const t of TRIGGERS) window.addEventListener(t, want, { capture: true, once: true });
    return () => {
      for (const t of TRIGGERS) window.removeEventListener(t, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton theme={dark ? "dark" : "light"} />
    </Suspense>
  );
}
