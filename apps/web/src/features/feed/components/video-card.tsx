import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { formatCount, formatRelative } from "@/lib/format.ts";
import type { VideoItem } from "../api/get-feed.ts";
import { AuthorName } from "@/components/author-line.tsx";
import { VideoThumbnail } from "./video-thumbnail.tsx";

export const viewsLabel = (n: number) => `${formatCount(n)} ${n === 1 ? "view" : "views"}`;
export const commentsLabel = (n: number) => `${formatCount(n)} ${n === 1 ? "comment" : "comments"}`;

/**
 * A video on the feed. The title is the link to its page, stretched over the whole card; the
 * author's name sits above it and leads to their profile (links cannot nest).
 */
export function VideoCard({ video }: { video: VideoItem }) {
  return (
    <Card className="relative overflow-hidden focus-within:ring-2 focus-within:ring-primary" role="article" aria-label={`Video: ${video.title}`}>
      <VideoThumbnail thumbnailUrl={video.thumbnailUrl} durationSeconds={video.durationSeconds} />
      <div className="p-4">
        <h2 className="line-clamp-2 break-words font-semibold">
          <Link to={`/video/${video.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {video.title}
          </Link>
        </h2>
        <p className="mt-1 truncate text-sm text-muted-foreground">
          <AuthorName author={video.author} />
        </p>
        <p className="text-xs text-muted-foreground">
          {viewsLabel(video.viewsCount)} · {commentsLabel(video.commentsCount)} · <time dateTime={video.createdAt} suppressHydrationWarning>{formatRelative(video.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}
