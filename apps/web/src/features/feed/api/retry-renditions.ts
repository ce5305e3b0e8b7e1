import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";
import type { VideoDetail } from "./get-video.ts";

/** The owner starts a failed video's processing again (docs/product.md#video-page). */
export const retryRenditions = (id: string) => unwrap(apiClient.feed.videos[":id"].renditions.$post({ param: { id } }));

export function useRetryRenditions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryRenditions(id),
    // The page shows "Processing… 0%" at once and goes on polling from there.
    onSuccess: (renditions) =>
      queryClient.setQueryData<VideoDetail>(feedKeys.video(id), (video) => (video ? { ...video, renditions } : video)),
  });
}
