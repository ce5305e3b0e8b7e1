import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * A native radio drawn as a tile: arrow keys, Space and screen readers work as for any radio
 * group. The invisible input covers the tile so a tap anywhere on it selects it.
 */
export function ChoiceTile({
  name,
  value,
  checked,
  disabled,
  onSelect,
  children,
  className,
  accessibleName,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: (value: string) => void;
  children: ReactNode;
  className?: string;
  /** when the visible text does not say everything (e.g. "10:00 AM, booked") */
  accessibleName?: string;
}) {
  return (
    <label
      className={cn(
        "relative flex min-h-11 select-none items-center justify-center gap-2 rounded-lg border px-2 text-sm font-medium",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
        checked ? "border-primary" : "border-input",
        disabled ? "cursor-not-allowed bg-muted text-muted-foreground opacity-60" : checked ? "bg-primary text-primary-foreground hover:border-primary" : "bg-card hover:border-primary",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        aria-label={accessibleName}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}
