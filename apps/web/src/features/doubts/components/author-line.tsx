import { formatRelative } from "@/lib/format.ts";

interface Author {
  fullName: string;
  avatarUrl: string | null;
  specialization: string | null;
}

/** Only same-site pictures load under the app's content security policy; others fall back to the initial. */
const isSameSite = (url: string | null): url is string => Boolean(url && url.startsWith("/") && !url.startsWith("//"));

/** "Dr. Meera Nair" → "M": the honorific would give every doctor the same letter. */
const initialOf = (name: string) => name.trim().replace(/^(dr|doctor)\.?\s+/i, "").charAt(0).toUpperCase() || "D";

export function AuthorLine({ author, createdAt }: { author: Author; createdAt: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {isSameSite(author.avatarUrl) ? (
        <img src={author.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground"
        >
          {initialOf(author.fullName)}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">{author.fullName}</p>
        <p className="truncate text-xs text-muted-foreground">
          {author.specialization ? `${author.specialization} · ` : null}
          <time dateTime={createdAt}>{formatRelative(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}
