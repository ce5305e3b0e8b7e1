import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { setCommentsCount } from "./comments-count.ts";
import { feedKeys } from "./keys.ts";

export const deleteComment = (id: string) => unwrap(apiClient.feed.comments[":id"].$delete({ param: { id } }));

/** Deletes a comment (its replies with it); the item's count is set from the answer. */
export function useDeleteComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteComment(id),
    onSuccess: (deleted) => {
      setCommentsCount(queryClient, deleted.kind, deleted.itemId, deleted.commentsCount);
      return invalidate(queryClient, feedKeys.comments());
    },
  });
}
