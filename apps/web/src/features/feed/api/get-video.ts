import { queryOptions, useQuery } from "@tanstack/react-query";
import { PROCESSING_POLL_MS } from "@expertconnect/shared/constants";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isVideoId = (id: string) => UUID_RE.test(id);

export const videoQuery = (id: string) =>
  queryOptions({
    queryKey: feedKeys.video(id),
    queryFn: () => unwrap(apiClient.feed.videos[":id"].$get({ param: { id } })),
  });

export type VideoDetail = Awaited<ReturnType<NonNullable<ReturnType<typeof videoQuery>["queryFn"]>>>;

/**
 * A malformed id is not asked for: it is "Video not found" at once. While its other qualities are
 * being made, the video is asked for again every PROCESSING_POLL_MS, so the page shows the progress
 * and switches to adaptive playback when they are ready, without a reload.
 */
export function useVideo(id: string) {
  return useQuery({
    ...videoQuery(id),
    enabled: isVideoId(id),
    refetchInterval: (query) => (query.state.data?.renditions.status === "processing" ? PROCESSING_POLL_MS : false),
  });
}
