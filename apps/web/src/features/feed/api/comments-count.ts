import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { FeedPage } from "./get-feed.ts";
import type { VideoDetail } from "./get-video.ts";
import { feedKeys } from "./keys.ts";

/**
 * Writes an item's new comment count (the server's answer to a comment or a deletion) into every
 * feed list and the video page that show it, so the count agrees everywhere without reloading them.
 */
export function setCommentsCount(queryClient: QueryClient, kind: "post" | "video", id: string, commentsCount: number) {
  const apply = <T extends { id: string; commentsCount: number }>(item: T): T => (item.id === id ? { ...item, commentsCount } : item);
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : data,
  );
  if (kind === "video") queryClient.setQueryData<VideoDetail>(feedKeys.video(id), (video) => (video ? apply(video) : video));
}
