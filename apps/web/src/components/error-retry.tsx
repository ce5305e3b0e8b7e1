/**
 * A load that failed: what went wrong and a Try again button, one look for every list and card.
 * `inline` is a one-line row for inside a card (the wallet's balance, the devices list).
 */
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

interface ErrorRetryProps {
  /** the panel's heading, e.g. "Could not load experts"; without it the message stands alone */
  title?: string;
  /** what went wrong, for the person: errorMessage(error, fallback) */
  message: string;
  onRetry: () => unknown;
  inline?: boolean;
  className?: string;
}

export function ErrorRetry({ title, message, onRetry, inline = false, className }: ErrorRetryProps) {
  useLocale();
  const retry = () => void onRetry();
  if (inline) {
    return (
      <div role="alert" className={cn("flex flex-wrap items-center gap-3", className)}>
        <p className="flex-1">{message}</p>
        <Button variant="outline" size="sm" onClick={retry}>
          {m.common_try_again()}
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center", className)}>
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
      <p className={title ? "text-sm text-muted-foreground" : undefined}>{message}</p>
      <Button onClick={retry}>{m.common_try_again()}</Button>
    </div>
  );
}
