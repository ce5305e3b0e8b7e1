import { Switch as SwitchPrimitive } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Label } from "./input.tsx";
import { cn } from "@/lib/cn.ts";

/** A toggle whose hit area is 44 px tall around a smaller visual track. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn("group relative inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full disabled:opacity-50", className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex h-7 w-12 items-center rounded-full border-2 border-transparent bg-input transition-colors group-data-[state=checked]:bg-primary"
      >
        <SwitchPrimitive.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </span>
    </SwitchPrimitive.Root>
  );
}

/**
 * A setting's row: its label and a one-line description on the left, the switch on the right; the
 * label names the switch and the description describes it, for screen readers too.
 */
export function LabelledSwitch({
  label,
  description,
  ...props
}: { label: ReactNode; description: ReactNode } & Omit<ComponentProps<typeof SwitchPrimitive.Root>, "id" | "aria-describedby">) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 py-2">
      <div>
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-description`} {...props} />
    </div>
  );
}
