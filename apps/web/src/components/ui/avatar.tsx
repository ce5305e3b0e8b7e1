import { cn } from "@/lib/cn.ts";
import { isLocalImage } from "@/lib/local-image.ts";

/** Titles that come before a name; the initial is the person's, not "D" for every doctor. */
const HONORIFIC = /^(dr|doctor|adv|ca|cs|mr|mrs|ms|prof)\.?\s+/i;

export function initialOf(name: string | null | undefined, fallback = "U"): string {
  const clean = (name ?? "").trim().replace(HONORIFIC, "");
  return (clean.charAt(0) || fallback).toUpperCase();
}

/**
 * A round avatar: the person's picture when it is on this site, else their initial. Decorative
 * (alt=""), as the name is always next to it. The picture's box is sized before it loads (no shift)
 * and it loads only when near the screen: most avatars are in lists.
 */
const SIZES = {
  /** lists of questions and answers, a conversation's header */
  sm: "size-10 text-base",
  /** the feed */
  feed: "size-11 text-base",
  md: "size-12 text-lg",
  /** a profile's header */
  lg: "size-16 text-2xl",
} as const;
export type AvatarSize = keyof typeof SIZES;

/** Its size is the `size` prop, not a class to override (`cn` only joins classes). */
export function Avatar({ name, src, size = "md", className }: { name: string; src?: string | null; size?: AvatarSize; className?: string }) {
  if (isLocalImage(src))
    return (
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full object-cover", SIZES[size], className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground",
        SIZES[size],
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
