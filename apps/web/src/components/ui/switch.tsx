import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
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
