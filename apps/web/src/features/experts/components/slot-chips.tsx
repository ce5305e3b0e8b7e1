import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { istSlot } from "@/lib/format.ts";
import { formatDay, formatSlot, formatTime } from "@/lib/i18n-dates.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The booking screen with `slot` already chosen. */
export const bookSlotHref = (expertId: string, slot: string) => `/book/${expertId}?${new URLSearchParams(istSlot(slot))}`;

const chipClass =
  "inline-flex min-h-11 items-center rounded-lg border border-primary px-3 text-sm font-medium text-primary hover:bg-primary-soft";

/** Under an Explore card: "Next available: Today, 05:30 PM" and chips that open the booking screen at a slot. */
export function NextSlots({ expertId, expertName, slots }: { expertId: string; expertName: string; slots: string[] | undefined }) {
  const { locale } = useLocale();
  if (slots === undefined) return null;
  if (slots.length === 0) return <p className="px-4 pt-2 text-sm text-muted-foreground">{m.expert_no_slot_week()}</p>;
  return (
    <div className="space-y-2 px-4 pt-2">
      <p className="inline-flex items-center gap-1 text-sm">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        {m.expert_next_available({ when: formatSlot(slots[0]!, locale) })}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={m.expert_free_slots_of({ name: expertName })}>
        {slots.map((slot) => (
          <li key={slot}>
            <Link to={bookSlotHref(expertId, slot)} className={chipClass} aria-label={m.expert_book_slot_of({ name: expertName, when: formatSlot(slot, locale) })}>
              {formatDay(slot, locale) === formatDay(new Date(), locale) ? formatTime(slot, locale) : formatSlot(slot, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On the expert's page: every free slot of the next 7 days, by day. */
export function WeekSlots({ expertId, slots }: { expertId: string; slots: string[] }) {
  const { locale } = useLocale();
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = formatDay(slot, locale);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <section className="space-y-3" aria-labelledby="week-slots">
      <h2 id="week-slots" className="font-semibold">
        {m.expert_week_slots()}
      </h2>
      {slots.length === 0 ? <p className="text-sm text-muted-foreground">{m.expert_no_slot_week()}</p> : null}
      {[...days].map(([day, daySlots]) => (
        <div key={day} className="space-y-1.5">
          <h3 className="text-sm font-medium">{day}</h3>
          <ul className="flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <li key={slot}>
                <Link to={bookSlotHref(expertId, slot)} className={chipClass} aria-label={m.expert_book_slot({ when: formatSlot(slot, locale) })}>
                  {formatTime(slot, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
