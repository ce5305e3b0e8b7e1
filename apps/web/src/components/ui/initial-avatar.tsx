import { cn } from "@/lib/cn.ts";

/** Titles that come before a name; the initial is the person's, not "D" for every doctor. */
const HONORIFIC = /^(dr|adv|ca|cs|mr|mrs|ms|prof)\.?\s+/i;

export function initialOf(name: string | null | undefined, fallback = "U"): string {
  const clean = (name ?? "").trim().replace(HONORIFIC, "");
  return (clean.charAt(0) || fallback).toUpperCase();
}

/** A round avatar showing a person's initial; decorative, as the name is always next to it. */
export function InitialAvatar({ name, className }: { name: string; className?: string }) {
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
