import { useEffect } from "react";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { BOOKING_MESSAGES, slotLabel, type SlotStatus } from "@expertconnect/shared/schemas/bookings";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { cn } from "@/lib/cn.ts";
import { useSlots } from "../api/get-slots.ts";
import { ChoiceTile } from "./choice-tile.tsx";

const STATUS_TEXT: Record<Exclude<SlotStatus, "free">, string> = { taken: "booked", past: "past", unavailable: "unavailable" };

/** The 18 half-hourly IST slots of the chosen day; booked and past ones cannot be chosen. */
export function SlotGrid({
  expertId,
  date,
  value,
  onChange,
  disabled,
}: {
  expertId: string;
  date: string;
  value: string;
  onChange: (time: string) => void;
  disabled?: boolean;
}) {
  const { data, isFetching, isError, error } = useSlots(expertId, date);
  const status = new Map<string, SlotStatus>(data?.date === date ? data.slots.map((s) => [s.time, s.status]) : []);
  const chosenStatus = value ? status.get(value) : undefined;
  // A chosen slot that someone else has just taken (a slot chip opened after it went) is un-chosen,
  // and the person is told why the time they tapped is not chosen. One toast however often this runs.
  useEffect(() => {
    if (!value || !chosenStatus || chosenStatus === "free") return;
    if (chosenStatus === "taken") toast.error(BOOKING_MESSAGES.slotTaken, { id: "slot-taken" });
    onChange("");
  }, [value, chosenStatus, onChange]);

  return (
    <fieldset className="space-y-2" aria-busy={isFetching}>
      <legend className="text-sm font-medium">Time</legend>
      {!date ? <p className="text-xs text-muted-foreground">Choose a date to see the free times.</p> : null}
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, "Could not load the free times. Please try again.")}
        </p>
      ) : null}
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {TIME_SLOTS.map((time) => {
          const s = status.get(time);
          const unavailable = s !== undefined && s !== "free";
          return (
            <ChoiceTile
              key={time}
              name="time"
              value={time}
              checked={value === time}
              disabled={disabled || !s || unavailable}
              onSelect={onChange}
              className={cn(s === "taken" && "line-through")}
              accessibleName={unavailable ? `${slotLabel(time)}, ${STATUS_TEXT[s]}` : undefined}
            >
              {slotLabel(time)}
            </ChoiceTile>
          );
        })}
      </div>
    </fieldset>
  );
}
