import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { apiClient, errorMessage, unwrap } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import type { FeedPage } from "./get-feed.ts";
import type { VideoDetail } from "./get-video.ts";
import { feedKeys } from "./keys.ts";

export type LikeKind = "post" | "video";

/** Likes (`liked`) or unlikes a post or a video; the server answers the new state and exact count. */
export function likeItem(kind: LikeKind, id: string, liked: boolean) {
  const route = kind === "post" ? apiClient.feed.posts[":id"].like : apiClient.feed.videos[":id"].like;
  return unwrap(liked ? route.$put({ param: { id } }) : route.$delete({ param: { id } }));
}

export type LikeState = Awaited<ReturnType<typeof likeItem>>;

/**
 * Like or unlike with the seed's toasts (docs/product.md#likes). The answer is written into every
 * list and the video page that show the item, so the count and the button agree everywhere without
 * reloading them.
 */
export function useLikeItem(kind: LikeKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => likeItem(kind, id, liked),
    onSuccess: async (state) => {
      // A refetch that started before the like was saved would answer the old state after this one
      // and undo it on screen (the video page refetches as it starts): such reads are stopped first.
      // Loading a further page of a list is left alone; its items are brought up to date below.
      await Promise.all([
        kind === "video" ? queryClient.cancelQueries({ queryKey: feedKeys.video(id) }) : undefined,
        queryClient.cancelQueries({ queryKey: feedKeys.lists(), predicate: (query) => !query.state.fetchMeta?.fetchMore }),
      ]);
      const apply = <T extends { id: string; likesCount: number; likedByMe: boolean }>(item: T): T =>
        item.id === id ? { ...item, likesCount: state.likesCount, likedByMe: state.liked } : item;
      queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : data,
      );
      if (kind === "video") queryClient.setQueryData<VideoDetail>(feedKeys.video(id), (video) => (video ? apply(video) : video));
      toast.success(state.liked ? FEED_MESSAGES.addedToFavorites : FEED_MESSAGES.removedFromFavorites);
    },
    onError: (error) => toast.error(errorMessage(error, FEED_MESSAGES.likeFailed)),
  });
}
