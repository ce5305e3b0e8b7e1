import { Video } from "lucide-react";
import { formatDuration } from "@/lib/format.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** The thumbnail (or a placeholder) with the m:ss duration badge. */
export function VideoThumbnail({ thumbnailUrl, durationSeconds }: { thumbnailUrl: string | null; durationSeconds: number | null }) {
  useLocale();
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-t-xl bg-muted">
      {thumbnailUrl ? (
        <img src={thumbnailUrl} alt="" width={640} height={360} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" aria-hidden="true">
          <Video className="size-10" />
        </div>
      )}
      {durationSeconds !== null ? (
        <span className="absolute bottom-2 right-2 rounded bg-foreground/80 px-1.5 py-0.5 text-xs font-medium tabular-nums text-background">
          <span className="sr-only">{m.feed_duration()} </span>
          {formatDuration(durationSeconds)}
        </span>
      ) : null}
    </div>
  );
}
