import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { TIME_SLOTS, type TimeSlot } from "@expertconnect/shared/constants";
import { slotLabel, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { WEEKDAYS, type WeeklyHours } from "@expertconnect/shared/schemas/expert-side";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useHours, type ExpertHours } from "../api/get-hours.ts";
import { useUpdateHours } from "../api/update-hours.ts";
import { DaysOffField } from "./days-off-field.tsx";

const DAY_NAMES = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" } as const;

function HoursForm({ initial }: { initial: ExpertHours }) {
  const save = useUpdateHours();
  const [weekly, setWeekly] = useState<WeeklyHours>(initial.weekly);
  const [daysOff, setDaysOff] = useState<string[]>(initial.daysOff.filter((d) => d >= todayInIndia()));
  const [isAvailable, setAvailable] = useState(initial.isAvailable);

  const toggle = (day: keyof WeeklyHours, slot: TimeSlot) =>
    setWeekly((w) => ({ ...w, [day]: w[day].includes(slot) ? w[day].filter((s) => s !== slot) : [...w[day], slot] }));
  const onSave = () =>
    save.mutate(
      { weekly, daysOff, isAvailable },
      { onSuccess: () => toast.success("Your hours are saved"), onError: (err) => toast.error(errorMessage(err, "Could not save your hours.")) },
    );

  return (
    <Card className="space-y-5 p-4">
      <div className="flex items-center justify-between gap-3">
        <div>
          <Label htmlFor="taking-bookings">Taking bookings</Label>
          <p className="text-xs text-muted-foreground">Off: you stay listed, but nobody can book you.</p>
        </div>
        <Switch id="taking-bookings" checked={isAvailable} onCheckedChange={setAvailable} />
      </div>
      {/* A fieldset is at least as wide as its content unless told otherwise; min-w-0 lets the grid scroll. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium">Weekly hours (IST)</legend>
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-0.5 text-center text-xs">
            <thead>
              <tr>
                <th scope="col" className="sr-only">Time</th>
                {WEEKDAYS.map((d) => (
                  <th key={d} scope="col" className="font-medium">
                    {DAY_NAMES[d]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TIME_SLOTS.map((slot) => (
                <tr key={slot}>
                  <th scope="row" className="whitespace-nowrap pr-1 text-right font-normal text-muted-foreground">
                    {slotLabel(slot)}
                  </th>
                  {WEEKDAYS.map((d) => (
                    <td key={d}>
                      <input
                        type="checkbox"
                        className="size-6 accent-[var(--color-primary)]"
                        aria-label={`${DAY_NAMES[d]} ${slotLabel(slot)}`}
                        checked={weekly[d].includes(slot)}
                        onChange={() => toggle(d, slot)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      <DaysOffField value={daysOff} onChange={setDaysOff} />
      <NetworkButton className="w-full" onClick={onSave} disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save hours"}
      </NetworkButton>
    </Card>
  );
}

/** The hours editor: the 18 half-hour slots × 7 weekdays, days off, and the availability switch. */
export function HoursEditor({ userId }: { userId: string }) {
  const query = useHours(userId);
  if (query.isPending) return <Skeleton className="h-96 w-full" aria-label="Loading your hours" />;
  if (query.isError) return <ErrorRetry title="Could not load your hours" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  return <HoursForm initial={query.data} />;
}
