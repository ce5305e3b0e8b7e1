import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FinalizeVideoInput } from "@expertconnect/shared/schemas/feed";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate } from "@/lib/query-keys.ts";
import { feedKeys } from "./keys.ts";

/** Turns a finished upload into a video on the feed, with its title and description. */
export const finalizeVideo = (input: FinalizeVideoInput) => unwrap(apiClient.feed.videos.$post({ json: input }));

export function useFinalizeVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeVideo,
    onSuccess: () => invalidate(queryClient, feedKeys.lists(), dashboardKeys.all),
  });
}
