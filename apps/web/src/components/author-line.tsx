/**
 * Who wrote a post, a video, a doubt or an answer: avatar, name, and "specialization · 3 hours ago".
 * With the author's id, the avatar and name link to their profile (/u/:id, docs/product.md#profiles).
 */
import { Link } from "react-router";
import { Avatar, type AvatarSize } from "@/components/ui/avatar.tsx";
import { formatRelative, relativeParts } from "@/lib/format.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { getLocale } from "@/paraglide/runtime.js";
import { m } from "@/paraglide/messages.js";

export interface Author {
  /** the author's account: their profile is /u/{id} */
  id?: string;
  fullName: string | null;
  avatarUrl: string | null;
  specialization: string | null;
}

/** The name shown when a doctor has not filled one in (docs/product.md#feed). */
export const authorName = (author: Pick<Author, "fullName">) => author.fullName?.trim() || m.feed_doctor();

/** "3 hours ago" in the app's language (English: formatRelative's own wording). */
export function relativeTime(value: Date | string): string {
  if (getLocale() !== "hi") return formatRelative(value);
  const { count, unit, future } = relativeParts(value);
  return future ? m.feed_time_in({ count, unit }) : m.feed_time_ago({ count, unit });
}

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

/**
 * The author's name, as a link to their profile when their id is known: a 44 px tall target, or
 * `inline` inside a line of text (a comment's "name · 3 hours ago").
 */
export function AuthorName({ author, inline = false, className }: { author: Author; inline?: boolean; className?: string }) {
  if (!author.id) return <span className={className} data-content>{authorName(author)}</span>;
  const shape = inline ? "" : "inline-flex min-h-11 max-w-full items-center";
  return (
    <Link data-content to={profilePath(author.id)} className={`${shape} hover:underline focus-visible:outline-2 focus-visible:outline-primary ${className ?? ""}`.trim()}>
      {authorName(author)}
    </Link>
  );
}

export function AuthorLine({ author, createdAt, size = "md" }: { author: Author; createdAt: string; size?: keyof typeof SIZES }) {
  useLocale();
  const content = (
    <>
      <AuthorAvatar author={author} size={SIZES[size].avatar} />
      <div className="min-w-0">
        <p className={`truncate font-semibold ${SIZES[size].name}`.trim()} data-content>
          {authorName(author)}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {author.specialization ? <span data-content>{`${author.specialization} · `}</span> : null}
          <time dateTime={createdAt} suppressHydrationWarning>{relativeTime(createdAt)}</time>
        </p>
      </div>
    </>
  );
  if (!author.id) return <div className="flex min-w-0 items-center gap-3">{content}</div>;
  // The whole line (picture, name, when) is one link to the author's profile, 44 px tall at least.
  return (
    <Link
      to={profilePath(author.id)}
      className="flex min-h-11 min-w-0 items-center gap-3 rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      {content}
    </Link>
  );
}
