import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate } from "@/lib/query-keys.ts";
import { feedKeys } from "./keys.ts";

/** The owner deletes a video with its files and other qualities. */
export const deleteVideo = (id: string) => unwrap(apiClient.feed.videos[":id"].$delete({ param: { id } }));

export function useDeleteVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVideo(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: feedKeys.video(id) });
      return invalidate(queryClient, feedKeys.lists(), dashboardKeys.all);
    },
  });
}
