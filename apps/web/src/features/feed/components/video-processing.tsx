import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import type { VideoDetail } from "../api/get-video.ts";
import { useRetryRenditions } from "../api/retry-renditions.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/**
 * How far the video's other qualities are (docs/product.md#video-page): "Processing… 45%" with a
 * progress bar while they are made (the MP4 plays meanwhile), and for the owner, when it failed,
 * the reason and "Try again". Nothing once they are ready, or for a video made before them.
 */
export function VideoProcessing({ videoId, renditions, isOwner }: { videoId: string; renditions: VideoDetail["renditions"]; isOwner: boolean }) {
  const retry = useRetryRenditions(videoId);
  useLocale();
  if (renditions.status === "processing") {
    const label = m.feed_processing({ percent: Math.max(0, Math.min(100, Math.round(renditions.percent))) });
    return (
      <div className="space-y-1.5" aria-live="polite">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div
          role="progressbar"
          aria-label={m.feed_video_processing()}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={renditions.percent}
          aria-valuetext={label}
          className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${renditions.percent}%` }} />
        </div>
      </div>
    );
  }
  if (renditions.status !== "failed" || !isOwner) return null;
  const tryAgain = () =>
    retry.mutate(undefined, {
      onSuccess: () => toast.success(m.feed_processing_retried()),
      onError: (error) => toast.error(errorMessage(error, m.feed_processing_retry_failed())),
    });
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3 text-sm">
      <p>{renditions.failedMessage ?? m.feed_processing_failed()}</p>
      <Button variant="outline" size="sm" disabled={retry.isPending} onClick={tryAgain}>
        <RotateCcw aria-hidden="true" /> {m.feed_try_again()}
      </Button>
    </div>
  );
}
