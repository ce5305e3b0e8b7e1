import { MessageCircle } from "lucide-react";
import { Card } from "@/components/ui/card.tsx";
import { formatCount } from "@/lib/format.ts";
import type { PostItem } from "../api/get-feed.ts";
import { AuthorLine, authorName } from "@/components/author-line.tsx";
import { isLocalImage } from "@/lib/local-image.ts";
import { useSession } from "@/lib/session.ts";
import { LikeButton } from "./like-button.tsx";

/** A doctor's post. The text is rendered as text (never HTML), keeping its line breaks; Like is saved on the server. */
export function PostCard({ post }: { post: PostItem }) {
  const { data: session } = useSession();
  return (
    <Card className="p-4" aria-label={`Post by ${authorName(post.author)}`} role="article">
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      <p className="mt-3 whitespace-pre-wrap break-words">{post.content}</p>
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
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle className="size-4" aria-hidden="true" />
          {formatCount(post.commentsCount)}
          <span className="sr-only">{post.commentsCount === 1 ? "comment" : "comments"}</span>
        </span>
      </div>
    </Card>
  );
}
