/**
 * Who wrote a post, a video, a doubt or an answer: avatar, name, and "specialization · 3 hours ago".
 * With the author's id, the avatar and name link to their profile (/u/:id, docs/product.md#profiles).
 */
import { Link } from "react-router";
import { Avatar, type AvatarSize } from "@/components/ui/avatar.tsx";
import { formatRelative } from "@/lib/format.ts";

export interface Author {
  /** the author's account: their profile is /u/{id} */
  id?: string;
  fullName: string | null;
  avatarUrl: string | null;
  specialization: string | null;
}

/** The name shown when a doctor has not filled one in (docs/product.md#feed). */
export const authorName = (author: Pick<Author, "fullName">) => author.fullName?.trim() || "Doctor";

/** A person's profile page. */
export const profilePath = (userId: string) => `/u/${userId}`;

const SIZES = {
  /** lists of questions and answers */
  sm: { avatar: "sm", name: "text-sm" },
  /** the feed */
  md: { avatar: "feed", name: "" },
} as const satisfies Record<string, { avatar: AvatarSize; name: string }>;

export function AuthorAvatar({ author, size = SIZES.md.avatar }: { author: Author; size?: AvatarSize }) {
  return <Avatar name={authorName(author)} src={author.avatarUrl} size={size} />;
}

/** The author's name, as a link to their profile when their id is known. */
export function AuthorName({ author, className }: { author: Author; className?: string }) {
  if (!author.id) return <span className={className}>{authorName(author)}</span>;
  return (
    <Link to={profilePath(author.id)} className={`relative z-10 hover:underline focus-visible:outline-2 focus-visible:outline-primary ${className ?? ""}`.trim()}>
      {authorName(author)}
    </Link>
  );
}

export function AuthorLine({ author, createdAt, size = "md" }: { author: Author; createdAt: string; size?: keyof typeof SIZES }) {
  const avatar = <AuthorAvatar author={author} size={SIZES[size].avatar} />;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {author.id ? (
        // The picture leads to the same profile as the name; the name is the link's words.
        <Link to={profilePath(author.id)} tabIndex={-1} aria-hidden="true" className="relative z-10 shrink-0">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className="min-w-0">
        <p className={`truncate font-semibold ${SIZES[size].name}`.trim()}>
          <AuthorName author={author} className="inline-flex min-h-6 items-center" />
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {author.specialization ? `${author.specialization} · ` : null}
          <time dateTime={createdAt} suppressHydrationWarning>{formatRelative(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}
