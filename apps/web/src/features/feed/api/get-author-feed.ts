import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

/** One person's posts and videos, newest first (their profile: docs/product.md#profiles). */
export const fetchAuthorPage = (authorId: string, cursor: string | null) =>
  unwrap(apiClient.feed.authors[":id"].$get({ param: { id: authorId }, query: cursor ? { cursor } : {} }));

export const authorFeedQuery = (authorId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.author(authorId),
    queryFn: ({ pageParam }) => fetchAuthorPage(authorId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAuthorFeed(authorId: string) {
  return useInfiniteQuery(authorFeedQuery(authorId));
}
