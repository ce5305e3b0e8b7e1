import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, notificationKeys } from "@/lib/query-keys.ts";

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

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => invalidate(queryClient, notificationKeys.all),
  });
}
