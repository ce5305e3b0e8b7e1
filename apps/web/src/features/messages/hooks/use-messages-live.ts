/**
 * Keeps the signed-in person's messaging caches live from their socket (lib/messages-live.ts, loaded
 * on demand so a guest's first load does not carry it). Mounted once, by the Messages badge.
 */
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";

export function useMessagesLive(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import("../lib/messages-live.ts").then(
        ({ startMessagesLive }) => {
          if (!cancelled) stop = startMessagesLive(queryClient, userId);
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
  }, [userId, queryClient]);
}
