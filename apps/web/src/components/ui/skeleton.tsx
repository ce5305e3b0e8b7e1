import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

const SHAPES = { box: "rounded-md", circle: "rounded-full", panel: "rounded-xl" } as const;

/**
 * A placeholder while something loads. Its corners and colour are props, not classes to override:
 * `cn` joins classes without resolving conflicts between them.
 */
export function Skeleton({
  shape = "box",
  onPrimary = false,
  className,
  ...props
}: ComponentProps<"div"> & { shape?: keyof typeof SHAPES; /** on a primary-coloured card */ onPrimary?: boolean }) {
  return <div aria-hidden="true" className={cn("animate-pulse", SHAPES[shape], onPrimary ? "bg-primary-foreground/20" : "bg-muted", className)} {...props} />;
}
