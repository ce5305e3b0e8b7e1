import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

const tones = {
  neutral: "bg-muted text-muted-foreground",
  primary: "bg-primary-soft text-primary-soft-foreground",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100",
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
} as const;

export function Badge({ tone = "neutral", className, ...props }: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium", tones[tone], className)}
      {...props}
    />
  );
}
