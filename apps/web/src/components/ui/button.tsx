import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

const variants = {
  primary: "bg-primary text-primary-foreground hover:opacity-90",
  secondary: "bg-primary-soft text-primary-soft-foreground hover:opacity-90",
  outline: "border border-input bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
} as const;

/** Sizes (and alignment) are props, not classes to override: `cn` only joins classes. */
const sizes = {
  md: "min-h-11 justify-center px-4 py-2 text-sm",
  sm: "min-h-11 justify-center px-3 text-sm",
  lg: "min-h-12 justify-center px-6 text-base",
  icon: "size-11 justify-center",
  /** a full-width choice with an icon and two lines of text, aligned to the start */
  row: "min-h-11 justify-start px-4 py-3 text-sm",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** render the child element (a link) with button styles */
  asChild?: boolean;
}

export function Button({ variant = "primary", size = "md", asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex min-w-11 items-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
