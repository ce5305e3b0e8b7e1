import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useSession } from "@/lib/session.ts";
import { relativeTime } from "@/components/author-line.tsx";
import { useHydrated } from "@/lib/hydrated.ts";
import { isVideoId, useVideo } from "../api/get-video.ts";
import { useRecordView } from "../api/record-view.ts";
import { useLiveItems } from "../hooks/use-live-items.ts";
import { AuthorCard } from "./author-card.tsx";
import { VideoActions } from "./video-actions.tsx";
import { commentsLabel, viewsLabel } from "./video-card.tsx";

// Below the player, and not needed for it to play: loaded after the page, so the video page's first
// load stays within its budget.
const CommentsSection = lazy(() => import("./comments-section.tsx").then((mod) => ({ default: mod.CommentsSection })));
import { DeleteVideoButton } from "./delete-video-button.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { ReportButton } from "@/components/report-button.tsx";
import { VideoPlayer } from "./video-player.tsx";
import { VideoProcessing } from "./video-processing.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

function VideoNotFound() {
  useLocale();
  return (
    <div className="mx-auto max-w-md py-8 text-center">
      <PageHeader title={m.feed_video_not_found()} />
      <p className="mb-4 text-muted-foreground">{m.feed_video_not_found_text()}</p>
      <Button asChild>
        <Link to="/feed">
          <ArrowLeft aria-hidden="true" /> {m.feed_back()}
        </Link>
      </Button>
    </div>
  );
}

/** The video page: player and its processing, title, views and age, actions (Delete for the owner), author, description and comments. */
export function VideoView({ videoId }: { videoId: string }) {
  const { data: session } = useSession();
  useLocale();
  const { data: video, isPending, isError } = useVideo(videoId);
  const counted = useRecordView(videoId, Boolean(video));
  const hydrated = useHydrated();
  useLiveItems(video ? [{ kind: "video", id: video.id }] : []);
  if (!isVideoId(videoId) || isError) return <VideoNotFound />;
  if (isPending) return <PageLoader />;
  const views = Math.max(counted ?? 0, video.viewsCount);
  const isOwner = session?.user.id === video.author.id;
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <VideoPlayer
        src={video.streamUrl}
        adaptive={video.renditions.playlistUrl ? { playlistUrl: video.renditions.playlistUrl, heights: video.renditions.heights } : null}
        poster={video.thumbnailUrl}
        title={video.title}
      />
      <VideoProcessing videoId={videoId} renditions={video.renditions} isOwner={isOwner} />
      <div>
        <div data-content>
          <PageHeader title={video.title} />
        </div>
        <HiddenLabel hidden={video.hidden} />
        <p className="-mt-3 text-sm text-muted-foreground">
          <span data-testid="video-views">{viewsLabel(views)}</span> · <time dateTime={video.createdAt} suppressHydrationWarning>{relativeTime(video.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <VideoActions video={video} signedIn={Boolean(session)} />
        {isOwner ? <DeleteVideoButton videoId={videoId} /> : null}
        <ReportButton kind="video" itemId={video.id} authorId={video.author.id} />
      </div>
      <AuthorCard author={video.author} />
      {video.description ? (
        <section aria-labelledby="video-description" className="rounded-xl border bg-card p-4">
          <h2 id="video-description" className="mb-1 font-semibold">
            {m.feed_description_heading()}
          </h2>
          <p className="whitespace-pre-wrap break-words text-sm" data-content>
            {video.description}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="video-comments" className="rounded-xl border bg-card p-4">
        <h2 id="video-comments" className="mb-3 font-semibold">
          {commentsLabel(video.commentsCount)}
        </h2>
        {/* The server sends the placeholder: its render would otherwise wait for the chunk. */}
        {hydrated ? (
          <Suspense fallback={<Skeleton className="h-16 w-full" />}>
            <CommentsSection kind="video" itemId={videoId} />
          </Suspense>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </section>
    </article>
  );
}
