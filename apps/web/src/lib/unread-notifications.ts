/**
 * How many of the signed-in person's notifications are unread, for the badges on the header's bell
 * and the profile menu: read again every 30 seconds while the tab is open and whenever it regains
 * focus, and at once after anything marks notifications read (notificationKeys.all).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "./api-client.ts";
import { useSession } from "./session.ts";
import { notificationKeys } from "./query-keys.ts";

export const UNREAD_POLL_MS = 30_000;

export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => unwrap(apiClient.notifications["unread-count"].$get()),
    select: (data) => data.unread,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });

/** The unread count, or 0 while signed out or not yet known. */
export function useUnreadCount(): number {
  const { data: session } = useSession();
  const userId = session?.user.id ?? "";
  const { data } = useQuery({ ...unreadCountQuery(userId), enabled: Boolean(userId) });
  return data ?? 0;
}

/** "3 unread" for screen readers; counts above 99 read "99+" on the badge. */
export const unreadBadgeText = (count: number) => (count > 99 ? "99+" : String(count));
