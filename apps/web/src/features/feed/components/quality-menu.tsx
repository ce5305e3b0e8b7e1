import { useId } from "react";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** Auto, or one of the qualities the video was made in (highest first), within Data saver's cap. */
export function QualityMenu({
  heights,
  value,
  onChange,
  playing,
}: {
  heights: number[];
  value: number | null;
  onChange: (height: number | null) => void;
  /** the quality on screen, shown beside Auto */
  playing: number | null;
}) {
  const id = useId();
  useLocale();
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        {m.feed_quality()}
      </label>
      <select
        id={id}
        value={value === null ? "auto" : String(value)}
        onChange={(event) => onChange(event.target.value === "auto" ? null : Number(event.target.value))}
        className="min-h-11 rounded-lg border border-input bg-card px-3 py-1 text-base text-foreground"
      >
        <option value="auto">{m.feed_quality_auto()}</option>
        {[...heights].reverse().map((height) => (
          <option key={height} value={height}>
            {height}p
          </option>
        ))}
      </select>
      {value === null && playing ? (
        <span className="tabular-nums text-muted-foreground" data-testid="playing-quality">
          {playing}p
        </span>
      ) : null}
    </div>
  );
}
