import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true from the first render
 * after (and at once in a page the browser renders itself). What only the browser knows (the
 * session, history state, storage) is read once this is true, so hydration sees what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
