import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, notificationKeys } from "@/lib/query-keys.ts";
import type { NotificationItem } from "./get-notifications.ts";

export const markNotificationRead = (id: string) => unwrap(apiClient.notifications[":id"].read.$post({ param: { id } }));
export const markAllNotificationsRead = () => unwrap(apiClient.notifications["read-all"].$post());

/** Marks one read (opening it); the list and every unread badge are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => invalidate(queryClient, notificationKeys.all),
  });
}

type UnreadCount = { unread: number };
type NotificationPages = InfiniteData<{ notifications: NotificationItem[] }>;

/**
 * Marks every notification read. The badges go to 0 and the list shows all read at once, before
 * the server answers; a failure puts back what they showed (the screen says so in a toast).
 */
export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  const unreadKey = notificationKeys.unread(userId);
  const listKey = notificationKeys.list(userId);
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      // A read in flight would bring the old count back.
      await Promise.all([queryClient.cancelQueries({ queryKey: unreadKey }), queryClient.cancelQueries({ queryKey: listKey })]);
      const before = { unread: queryClient.getQueryData<UnreadCount>(unreadKey), list: queryClient.getQueryData<NotificationPages>(listKey) };
      queryClient.setQueryData<UnreadCount>(unreadKey, { unread: 0 });
      queryClient.setQueryData<NotificationPages>(listKey, (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, notifications: p.notifications.map((n) => ({ ...n, read: true })) })) } : data,
      );
      return before;
    },
    onError: (_error, _vars, before) => {
      queryClient.setQueryData(unreadKey, before?.unread);
      queryClient.setQueryData(listKey, before?.list);
    },
    onSettled: () => invalidate(queryClient, notificationKeys.all),
  });
}
