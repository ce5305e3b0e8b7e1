import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { addMessage } from "./message-cache.ts";
import { messageKeys } from "./keys.ts";

export const sendMessage = ({ conversationId, body }: { conversationId: string; body: string }) =>
  unwrap(apiClient.messages.conversations[":id"].messages.$post({ param: { id: conversationId }, json: { body } }));

/** An attachment is its own message: the raw bytes as the body, the name (URI-encoded) in X-File-Name. */
export const sendAttachment = ({ conversationId, file }: { conversationId: string; file: File }) =>
  unwrap(
    apiClient.messages.conversations[":id"].attachments.$post(
      { param: { id: conversationId } },
      { init: { body: file, headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name) } } },
    ),
  );

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessage(queryClient, message);
      void invalidate(queryClient, messageKeys.lists());
    },
  });
}

export function useSendAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAttachment,
    onSuccess: (message) => {
      addMessage(queryClient, message);
      void invalidate(queryClient, messageKeys.lists());
    },
  });
}
