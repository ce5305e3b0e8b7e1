/**
 * Keeps the counts and comments of the posts and videos a screen shows live for a signed-in person
 * (lib/feed-live.ts, loaded on demand so a guest's first load does not carry it).
 */
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LiveItem } from "@expertconnect/shared/schemas/feed-live";
import { useSession } from "@/lib/session.ts";

export function useLiveItems(items: LiveItem[]) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  // The effect follows the set of items, not the array made afresh at each render.
  const key = items.map((item) => `${item.kind}:${item.id}`).join(",");
  useEffect(() => {
    if (!signedIn || !key) return;
    const watched: LiveItem[] = key.split(",").map((entry) => {
      const [kind, id] = entry.split(":") as [LiveItem["kind"], string];
      return { kind, id };
    });
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import("../lib/feed-live.ts").then(
        ({ feedLive }) => {
          if (!cancelled) stop = feedLive(queryClient).watch(watched);
        },
        // Offline before its code arrived: it is asked for again when the connection is back.
        () => {
          if (!cancelled) window.addEventListener("online", start, { once: true });
        },
      );
    };
    start();
    return () => {
      cancelled = true;
      window.removeEventListener("online", start);
      stop?.();
    };
  }, [signedIn, key, queryClient]);
}
