import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import type { BookingHistoryEntry } from "../api/get-desk-booking.ts";
import { stepDetail, stepTitle } from "./ending.ts";

/** A booking's history, oldest first: when it was booked, then every change with who made it and why (times in IST). */
export function BookingHistory({ bookedAt, history }: { bookedAt: string; history: BookingHistoryEntry[] }) {
  const steps = [{ key: "booked", title: "Booked by the client", detail: null as string | null, at: bookedAt }].concat(
    history.map((h, i) => ({ key: String(i), title: stepTitle(h), detail: stepDetail(h), at: h.at })),
  );
  return (
    <section aria-labelledby="booking-history" className="space-y-2">
      <h2 id="booking-history" className="text-lg font-semibold">
        History
      </h2>
      <ol className="space-y-3 border-l-2 border-muted pl-4" aria-label="Booking history">
        {steps.map((s) => (
          <li key={s.key} className="relative">
            <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-primary" />
            <p className="font-medium">{s.title}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={s.at}>
                {formatBookingDate(s.at)} · {formatBookingTime(s.at)} IST
              </time>
            </p>
            {s.detail ? <p className="mt-0.5 text-sm">{s.detail}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
