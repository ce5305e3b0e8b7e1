import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { formatBookingTime, formatSlotDay, istSlot } from "@/lib/format.ts";

/** The booking screen with `slot` already chosen. */
export const bookSlotHref = (expertId: string, slot: string) => `/book/${expertId}?${new URLSearchParams(istSlot(slot))}`;

const chipClass =
  "inline-flex min-h-11 items-center rounded-lg border border-primary px-3 text-sm font-medium text-primary hover:bg-primary-soft";

/** Under an Explore card: "Next available: Today, 05:30 PM" and chips that open the booking screen at a slot. */
export function NextSlots({ expertId, expertName, slots }: { expertId: string; expertName: string; slots: string[] | undefined }) {
  if (slots === undefined) return null;
  if (slots.length === 0) return <p className="px-4 pt-2 text-sm text-muted-foreground">No free slot in the next 7 days</p>;
  return (
    <div className="space-y-2 px-4 pt-2">
      <p className="inline-flex items-center gap-1 text-sm">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        Next available: {formatSlotDay(slots[0]!)}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={`Free slots of ${expertName}`}>
        {slots.map((slot) => (
          <li key={slot}>
            <Link to={bookSlotHref(expertId, slot)} className={chipClass} aria-label={`Book ${expertName}, ${formatSlotDay(slot)}`}>
              {formatSlotDay(slot).replace(/^Today, /, "")}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On the expert's page: every free slot of the next 7 days, by day. */
export function WeekSlots({ expertId, slots }: { expertId: string; slots: string[] }) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = formatSlotDay(slot).split(", ")[0]!;
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <section className="space-y-3" aria-labelledby="week-slots">
      <h2 id="week-slots" className="font-semibold">
        Free slots in the next 7 days
      </h2>
      {slots.length === 0 ? <p className="text-sm text-muted-foreground">No free slot in the next 7 days</p> : null}
      {[...days].map(([day, daySlots]) => (
        <div key={day} className="space-y-1.5">
          <h3 className="text-sm font-medium">{day}</h3>
          <ul className="flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <li key={slot}>
                <Link to={bookSlotHref(expertId, slot)} className={chipClass} aria-label={`Book ${formatSlotDay(slot)}`}>
                  {formatBookingTime(slot)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
