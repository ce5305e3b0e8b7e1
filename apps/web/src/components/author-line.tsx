/** Who wrote a post, a video, a doubt or an answer: avatar, name, and "specialization · 3 hours ago". */
import { Avatar, type AvatarSize } from "@/components/ui/avatar.tsx";
import { formatRelative } from "@/lib/format.ts";

export interface Author {
  fullName: string | null;
  avatarUrl: string | null;
  specialization: string | null;
}

/** The name shown when a doctor has not filled one in (docs/product.md#feed). */
export const authorName = (author: Pick<Author, "fullName">) => author.fullName?.trim() || "Doctor";

const SIZES = {
  /** lists of questions and answers */
  sm: { avatar: "sm", name: "text-sm" },
  /** the feed */
  md: { avatar: "feed", name: "" },
} as const satisfies Record<string, { avatar: AvatarSize; name: string }>;

export function AuthorAvatar({ author, size = SIZES.md.avatar }: { author: Author; size?: AvatarSize }) {
  return <Avatar name={authorName(author)} src={author.avatarUrl} size={size} />;
}

export function AuthorLine({ author, createdAt, size = "md" }: { author: Author; createdAt: string; size?: keyof typeof SIZES }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AuthorAvatar author={author} size={SIZES[size].avatar} />
      <div className="min-w-0">
        <p className={`truncate font-semibold ${SIZES[size].name}`.trim()}>{authorName(author)}</p>
        <p className="truncate text-xs text-muted-foreground">
          {author.specialization ? `${author.specialization} · ` : null}
          <time dateTime={createdAt} suppressHydrationWarning>{formatRelative(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}
