import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { messageKeys } from "./keys.ts";

/** The person opened the conversation: all of it is read; the badge takes the new total. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(apiClient.messages.conversations[":id"].read.$post({ param: { id: conversationId } })),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(messageKeys.unread(), { total: unread });
      void invalidate(queryClient, messageKeys.lists());
    },
  });
}
