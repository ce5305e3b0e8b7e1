import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { formatCount } from "@/lib/format.ts";
import type { VideoItem } from "../api/get-feed.ts";
import { AuthorName, relativeTime } from "@/components/author-line.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { VideoThumbnail } from "./video-thumbnail.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { pluralForm } from "@/lib/plural-form.ts";

export const viewsLabel = (n: number) => m.feed_views({ form: pluralForm(n), shown: formatCount(n) });
export const commentsLabel = (n: number) => m.feed_comments({ form: pluralForm(n), shown: formatCount(n) });

/**
 * A video on the feed: the thumbnail and title open its page; the author's name under them opens
 * their profile (links cannot nest).
 */
export function VideoCard({ video }: { video: VideoItem }) {
  useLocale();
  return (
    <Card className="overflow-hidden focus-within:ring-2 focus-within:ring-primary" role="article" aria-label={m.feed_video_label({ title: video.title })}>
      <Link to={`/video/${video.id}`} className="block outline-none">
        <VideoThumbnail thumbnailUrl={video.thumbnailUrl} durationSeconds={video.durationSeconds} />
        <h2 className="line-clamp-2 break-words px-4 pt-4 font-semibold" data-content>{video.title}</h2>
      </Link>
      <div className="px-4 pb-4">
        <HiddenLabel hidden={video.hidden} />
        <p className="truncate text-sm text-muted-foreground">
          <AuthorName author={video.author} />
        </p>
        <p className="text-xs text-muted-foreground">
          {viewsLabel(video.viewsCount)} · {commentsLabel(video.commentsCount)} · <time dateTime={video.createdAt} suppressHydrationWarning>{relativeTime(video.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}
