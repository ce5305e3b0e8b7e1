/** Who wrote a post, a video, a doubt or an answer: avatar, name, and "specialization · 3 hours ago". */
import { Avatar } from "@/components/ui/avatar.tsx";
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
  sm: { avatar: "size-10 text-base", name: "text-sm" },
  /** the feed */
  md: { avatar: "size-11 text-base", name: "" },
} as const;

export function AuthorAvatar({ author, className }: { author: Author; className?: string }) {
  return <Avatar name={authorName(author)} src={author.avatarUrl} className={className ?? SIZES.md.avatar} />;
}

export function AuthorLine({ author, createdAt, size = "md" }: { author: Author; createdAt: string; size?: keyof typeof SIZES }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AuthorAvatar author={author} className={SIZES[size].avatar} />
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
