import { InitialAvatar } from "@/components/ui/initial-avatar.tsx";
import { cn } from "@/lib/cn.ts";
import { formatRelative } from "@/lib/format.ts";
import type { Author } from "../api/get-feed.ts";

/** The name shown when a doctor has not filled one in (docs/product.md#feed). */
export const authorName = (author: Author) => author.fullName?.trim() || "Doctor";

/** Only pictures from this site are shown: the content security policy allows no others. */
export const isLocalImage = (url: string | null | undefined): url is string => Boolean(url && url.startsWith("/") && !url.startsWith("//"));

export function AuthorAvatar({ author, className }: { author: Author; className?: string }) {
  if (isLocalImage(author.avatarUrl)) {
    return <img src={author.avatarUrl} alt="" className={cn("size-11 shrink-0 rounded-full object-cover", className)} />;
  }
  return <InitialAvatar name={authorName(author)} className={cn("size-11 text-base", className)} />;
}

/** Avatar, name, and "specialization · 3 hours ago". */
export function AuthorLine({ author, createdAt }: { author: Author; createdAt: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AuthorAvatar author={author} />
      <div className="min-w-0">
        <p className="truncate font-semibold">{authorName(author)}</p>
        <p className="truncate text-xs text-muted-foreground">
          {author.specialization ? <>{author.specialization} · </> : null}
          <time dateTime={createdAt}>{formatRelative(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}
