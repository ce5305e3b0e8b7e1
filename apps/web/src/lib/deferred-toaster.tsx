/**
 * The toast host, fetched together with sonner only once a toast can appear, so the first load of
 * a page ships neither (about 9 kB of gzipped JavaScript). Toasts follow a person's action, and
 * sonner replays toasts created before its Toaster subscribed, so the host is mounted on the first
 * pointer or key press, at once on any page but Home (whose chunks toast on load, e.g. /auth's
 * verified notice), or when code that toasts unprompted asks for it with wantToaster().
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { usePreference } from "@/lib/preferences.ts";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

const WANTED = "ec:toaster-wanted";
const noSubscription = () => () => undefined;
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
  // Off Home the host is there at once, but not while hydrating: the server rendered none.
  const offHome = useSyncExternalStore(noSubscription, () => window.location.pathname !== "/", () => false);
  const [triggered, setWanted] = useState(false);
  const wanted = triggered || offHome;
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
