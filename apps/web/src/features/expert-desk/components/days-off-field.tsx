import { X } from "lucide-react";
import { useState } from "react";
import { DAYS_OFF_MAX } from "@expertconnect/shared/constants";
import { APP_UTC_OFFSET, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { HOURS_MESSAGES } from "@expertconnect/shared/schemas/expert-side";
import { Button } from "@/components/ui/button.tsx";
import { Input, Label } from "@/components/ui/input.tsx";
import { formatBookingDate } from "@/lib/format.ts";

/** Whole days without bookings, from today on (IST). */
export function DaysOffField({ value, onChange }: { value: string[]; onChange: (days: string[]) => void }) {
  const [day, setDay] = useState("");
  const full = value.length >= DAYS_OFF_MAX;
  const add = () => {
    if (!day || value.includes(day)) return setDay("");
    onChange([...value, day].sort());
    setDay("");
  };
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium">Days off</legend>
      <div className="flex gap-2">
        <Label htmlFor="day-off" className="sr-only">
          Day off
        </Label>
        <Input id="day-off" type="date" className="min-w-0" min={todayInIndia()} value={day} onChange={(e) => setDay(e.target.value)} />
        <Button variant="outline" className="shrink-0" onClick={add} disabled={!day || full}>
          Add day off
        </Button>
      </div>
      {full ? <p className="text-xs text-muted-foreground">{HOURS_MESSAGES.daysOffMax}</p> : null}
      {value.length === 0 ? <p className="text-sm text-muted-foreground">No days off.</p> : null}
      <ul className="flex flex-wrap gap-2">
        {value.map((d) => (
          <li key={d} className="flex items-center gap-1 rounded-full bg-muted py-0.5 pl-3 text-sm">
            {formatBookingDate(`${d}T12:00:00${APP_UTC_OFFSET}`)}
            <Button variant="ghost" size="icon" aria-label={`Remove day off ${formatBookingDate(`${d}T12:00:00${APP_UTC_OFFSET}`)}`} onClick={() => onChange(value.filter((x) => x !== d))}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
