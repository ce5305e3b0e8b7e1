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
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  if (isLocalImage(src))
    return (
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className={cn("size-12 shrink-0 rounded-full object-cover", className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary-soft-foreground",
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
