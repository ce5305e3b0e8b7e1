import type { FeedTab } from "@expertconnect/shared/schemas/feed";
import { queryRoots } from "@/lib/query-keys.ts";

/** Every feed cache key; `lists` covers every tab's list. */
export const feedKeys = {
  all: queryRoots.feed,
  lists: () => [...queryRoots.feed, "list"] as const,
  list: (tab: FeedTab) => [...queryRoots.feed, "list", tab] as const,
  /** one person's posts and videos (their profile); under `lists`, so likes update it too */
  author: (id: string) => [...queryRoots.feed, "list", "author", id] as const,
  video: (id: string) => [...queryRoots.feed, "video", id] as const,
  /** every comment list: an item's threads and each thread's replies */
  comments: () => [...queryRoots.feed, "comments"] as const,
  itemComments: (kind: "post" | "video", id: string) => [...queryRoots.feed, "comments", kind, id] as const,
  replies: (parentId: string) => [...queryRoots.feed, "comments", "replies", parentId] as const,
  uploadConfig: () => [...queryRoots.feed, "upload-config"] as const,
};
