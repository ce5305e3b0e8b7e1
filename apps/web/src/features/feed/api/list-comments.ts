import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

export type CommentKind = "post" | "video";

/** One page of an item's comments, oldest first, each with its newest reply. */
export function fetchComments(kind: CommentKind, id: string, cursor: string | null) {
  const route = kind === "post" ? apiClient.feed.posts[":id"].comments : apiClient.feed.videos[":id"].comments;
  return unwrap(route.$get({ param: { id }, query: cursor ? { cursor } : {} }));
}

export type CommentsPage = Awaited<ReturnType<typeof fetchComments>>;
export type Thread = CommentsPage["items"][number];
export type CommentView = Omit<Thread, "latestReply">;

export const commentsQuery = (kind: CommentKind, id: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.itemComments(kind, id),
    queryFn: ({ pageParam }) => fetchComments(kind, id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(kind: CommentKind, id: string) {
  return useInfiniteQuery(commentsQuery(kind, id));
}
