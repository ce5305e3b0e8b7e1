import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Video } from "lucide-react";
import { SLOT_MINUTES } from "@expertconnect/shared/constants";
import { roomState, roomWindow } from "@expertconnect/shared/rooms";
import { Button } from "@/components/ui/button.tsx";
import { formatDate, formatTime } from "@/lib/i18n-dates.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * Join Session on a confirmed booking: a link to its room while the room is open, otherwise when it
 * opens (docs/product.md#consultation-rooms). The card turns by itself when the room opens or closes.
 */
export function JoinSession({ bookingId, scheduledAt }: { bookingId: string; scheduledAt: string }) {
  const { locale } = useLocale();
  const start = new Date(scheduledAt);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const [now, setNow] = useState(() => Date.now());
  const state = roomState("confirmed", start, end, now);
  const { opensAt, closesAt } = roomWindow(start, end);
  const next = state === "too-early" ? opensAt.getTime() : state === "open" ? closesAt.getTime() : null;

  useEffect(() => {
    if (next === null) return;
    const wait = next - Date.now();
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(wait, 0) + 250);
    return () => clearTimeout(timer);
  }, [next]);

  if (state === "open") {
    return (
      <Button asChild className="w-full">
        <Link to={`/session/${bookingId}`}>
          <Video aria-hidden="true" /> {m.booking_join()}
        </Link>
      </Button>
    );
  }
  if (state === "too-early") {
    return (
      <p className="text-center text-sm text-muted-foreground">
        {m.booking_join_opens({ time: formatTime(opensAt, locale), date: formatDate(opensAt, locale) })}
      </p>
    );
  }
  return null;
}
