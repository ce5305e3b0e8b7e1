import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateCommentInput } from "@expertconnect/shared/schemas/comments";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { setCommentsCount } from "./comments-count.ts";
import type { CommentKind } from "./list-comments.ts";
import { feedKeys } from "./keys.ts";

export function createComment(kind: CommentKind, id: string, input: CreateCommentInput) {
  const route = kind === "post" ? apiClient.feed.posts[":id"].comments : apiClient.feed.videos[":id"].comments;
  return unwrap(route.$post({ param: { id }, json: input }));
}

/** A comment or a reply on a post or a video; the lists showing it are read again. */
export function useCreateComment(kind: CommentKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(kind, id, input),
    onSuccess: (created) => {
      setCommentsCount(queryClient, kind, id, created.commentsCount);
      return invalidate(
        queryClient,
        feedKeys.itemComments(kind, id),
        ...(created.comment.parentId ? [feedKeys.replies(created.comment.parentId)] : []),
      );
    },
  });
}
