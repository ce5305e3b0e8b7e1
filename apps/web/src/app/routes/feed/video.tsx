import { useParams } from "react-router";
import { VideoView } from "@/features/feed/components/video-view.tsx";

export function Component() {
  const { videoId = "" } = useParams();
  return <VideoView key={videoId} videoId={videoId} />;
}
