import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { feedKeys } from "./keys.ts";

export const editComment = (id: string, body: string) => unwrap(apiClient.feed.comments[":id"].$patch({ param: { id }, json: { body } }));

/** Edits one's own comment within the edit window; every comment list is read again. */
export function useEditComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => editComment(id, body),
    onSuccess: () => invalidate(queryClient, feedKeys.comments()),
  });
}
