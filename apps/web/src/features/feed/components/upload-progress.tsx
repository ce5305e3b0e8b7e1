import { Button } from "@/components/ui/button.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** Upload progress as a real progressbar, with the percentage in words and a Cancel button. */
export function UploadProgress({ percent, label, onCancel }: { percent: number; label: string; onCancel?: () => void }) {
  useLocale();
  return (
    <div className="space-y-2 rounded-xl border bg-card p-4" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span>{label}</span>
        <span className="font-medium tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={m.feed_upload_progress()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {onCancel ? (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={onCancel}>
            {m.feed_cancel()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
