import { useParams } from "react-router";
import { VideoView } from "@/features/feed/components/video-view.tsx";
import { isVideoId, videoQuery } from "@/features/feed/api/get-video.ts";
import type { RouteHandle } from "../../prefetch.ts";

export const handle: RouteHandle = {
  prefetch: async ({ queryClient, params }) => {
    const id = params.videoId ?? "";
    if (isVideoId(id)) await queryClient.prefetchQuery(videoQuery(id));
  },
};

export function Component() {
  const { videoId = "" } = useParams();
  return <VideoView key={videoId} videoId={videoId} />;
}
