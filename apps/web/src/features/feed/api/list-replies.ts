import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

/** One page of a thread's replies, oldest first. */
export const fetchReplies = (parentId: string, cursor: string | null) =>
  unwrap(apiClient.feed.comments[":id"].replies.$get({ param: { id: parentId }, query: cursor ? { cursor } : {} }));

export const repliesQuery = (parentId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.replies(parentId),
    queryFn: ({ pageParam }) => fetchReplies(parentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The replies, fetched once the thread is opened ("View N more replies"). */
export function useReplies(parentId: string, opened: boolean) {
  return useInfiniteQuery({ ...repliesQuery(parentId), enabled: opened });
}
