import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatCount } from "@/lib/format.ts";
import type { PostItem } from "../api/get-feed.ts";
import { AuthorLine, authorName } from "@/components/author-line.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { ReportButton } from "@/components/report-button.tsx";
import { isLocalImage } from "@/lib/local-image.ts";
import { useSession } from "@/lib/session.ts";
import { LikeButton } from "./like-button.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { pluralForm } from "@/lib/plural-form.ts";

// Loaded when a post's comments are first opened: its form (react-hook-form and the schema) would
// otherwise weigh on every first load of the feed.
const CommentsSection = lazy(() => import("./comments-section.tsx").then((mod) => ({ default: mod.CommentsSection })));

/**
 * A doctor's post. The text is rendered as text (never HTML), keeping its line breaks; Like is saved
 * on the server; the comment count opens the post's comments under it.
 */
export function PostCard({ post }: { post: PostItem }) {
  const { data: session } = useSession();
  useLocale();
  const [showComments, setShowComments] = useState(false);
  const commentsId = useId();
  return (
    <Card className="p-4" aria-label={m.feed_post_by({ name: authorName(post.author) })} role="article">
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      <HiddenLabel hidden={post.hidden} />
      <p className="mt-3 whitespace-pre-wrap break-words" data-content>
        {post.content}
      </p>
      {isLocalImage(post.imageUrl) ? (
        // A 16:9 box whatever the picture's own shape, so the card does not grow when it arrives.
        <img
          src={post.imageUrl}
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
          className="mt-3 aspect-video max-h-96 w-full rounded-lg object-cover"
        />
      ) : null}
      <div className="mt-2 flex items-center gap-5 text-sm text-muted-foreground">
        <LikeButton kind="post" id={post.id} liked={post.likedByMe} likesCount={post.likesCount} signedIn={Boolean(session)} />
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={showComments}
          aria-controls={commentsId}
          onClick={() => setShowComments((open) => !open)}
        >
          <MessageCircle className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="text-muted-foreground" data-testid="comments-count">{formatCount(post.commentsCount)}</span>
          <span className="sr-only">{m.feed_comments_word({ form: pluralForm(post.commentsCount) })}</span>
        </Button>
        <ReportButton kind="post" itemId={post.id} authorId={post.author.id} label={m.feed_report_post_by({ name: authorName(post.author) })} />
      </div>
      {showComments ? (
        <div id={commentsId} className="mt-3 border-t pt-3">
          <Suspense fallback={<Skeleton className="h-16 w-full" />}>
            <CommentsSection kind="post" itemId={post.id} />
          </Suspense>
        </div>
      ) : null}
    </Card>
  );
}
