import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { notificationKeys } from "@/lib/query-keys.ts";

/** The signed-in person's notifications, newest first, a page per server cursor. */
export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => unwrap(apiClient.notifications.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New ones arrive while the screen is open; the badge's poll says when.
    refetchOnWindowFocus: "always",
  });

export function useNotifications(userId: string) {
  return useInfiniteQuery(notificationsQuery(userId));
}

export type NotificationItem = InferResponseType<typeof apiClient.notifications.$get, 200>["notifications"][number];
