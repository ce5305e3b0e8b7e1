import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

const TONES = {
  card: "bg-card text-card-foreground",
  primary: "bg-primary text-primary-foreground",
  soft: "bg-primary-soft text-primary-soft-foreground",
} as const;

/** A bordered panel; its colours are the `tone` prop, not classes to override (`cn` only joins). */
export function Card({ tone = "card", className, ...props }: ComponentProps<"div"> & { tone?: keyof typeof TONES }) {
  return <div className={cn("rounded-xl border shadow-sm", TONES[tone], className)} {...props} />;
}
