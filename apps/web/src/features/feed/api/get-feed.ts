import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { FeedTab } from "@expertconnect/shared/schemas/feed";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

export const fetchFeedPage = (tab: FeedTab, cursor: string | null) =>
  unwrap(apiClient.feed.$get({ query: cursor ? { tab, cursor } : { tab } }));

export type FeedPage = Awaited<ReturnType<typeof fetchFeedPage>>;
export type FeedItem = FeedPage["items"][number];
export type PostItem = Extract<FeedItem, { type: "post" }>;
export type VideoItem = Extract<FeedItem, { type: "video" }>;

export const feedQuery = (tab: FeedTab) =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(tab),
    queryFn: ({ pageParam }) => fetchFeedPage(tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFeed(tab: FeedTab) {
  return useInfiniteQuery(feedQuery(tab));
}
