import { Star } from "lucide-react";
import { REVIEW_STARS_MAX } from "@expertconnect/shared/schemas/records";
import { cn } from "@/lib/cn.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** 1 to 5 stars as a radio group: arrow keys move between them, each is named "N stars". */
export function StarRatingField({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  useLocale();
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? "stars-error" : undefined}>
      <legend className="text-sm font-medium">{m.booking_your_rating()}</legend>
      <div className="flex gap-1">
        {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            <input type="radio" name="stars" value={n} checked={value === n} onChange={() => onChange(n)} className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0" aria-label={m.booking_stars({ count: n })} />
            <Star aria-hidden="true" className={cn("pointer-events-none size-7", n <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
          </label>
        ))}
      </div>
      {error ? (
        <p id="stars-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
