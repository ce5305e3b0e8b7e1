import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { messageKeys } from "./keys.ts";

export const unreadQuery = () => queryOptions({ queryKey: messageKeys.unread(), queryFn: () => unwrap(apiClient.messages.unread.$get()) });

/** Unread messages over every conversation; the socket keeps it current after the first read. */
export function useUnread(enabled: boolean) {
  return useQuery({ ...unreadQuery(), enabled, staleTime: Infinity });
}
