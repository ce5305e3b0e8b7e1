import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { formatCount, formatRelative } from "@/lib/format.ts";
import type { VideoItem } from "../api/get-feed.ts";
import { AuthorName } from "@/components/author-line.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { VideoThumbnail } from "./video-thumbnail.tsx";

export const viewsLabel = (n: number) => `${formatCount(n)} ${n === 1 ? "view" : "views"}`;
export const commentsLabel = (n: number) => `${formatCount(n)} ${n === 1 ? "comment" : "comments"}`;

/**
 * A video on the feed: the thumbnail and title open its page; the author's name under them opens
 * their profile (links cannot nest).
 */
export function VideoCard({ video }: { video: VideoItem }) {
  return (
    <Card className="overflow-hidden focus-within:ring-2 focus-within:ring-primary" role="article" aria-label={`Video: ${video.title}`}>
      <Link to={`/video/${video.id}`} className="block outline-none">
        <VideoThumbnail thumbnailUrl={video.thumbnailUrl} durationSeconds={video.durationSeconds} />
        <h2 className="line-clamp-2 break-words px-4 pt-4 font-semibold">{video.title}</h2>
      </Link>
      <div className="px-4 pb-4">
        <HiddenLabel hidden={video.hidden} />
        <p className="truncate text-sm text-muted-foreground">
          <AuthorName author={video.author} />
        </p>
        <p className="text-xs text-muted-foreground">
          {viewsLabel(video.viewsCount)} · {commentsLabel(video.commentsCount)} · <time dateTime={video.createdAt} suppressHydrationWarning>{formatRelative(video.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}
