import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Dialog, DialogContent, DialogFormActions } from "@/components/ui/dialog.tsx";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import type { BookingListItem } from "../api/get-bookings.ts";
import { useRescheduleBooking } from "../api/reschedule-booking.ts";
import { DateField } from "./date-field.tsx";
import { SlotGrid } from "./slot-grid.tsx";

/** The dialog of Reschedule (reschedule-booking-button.tsx), loaded when its button is first pressed. */
export function RescheduleDialogBody({ booking, open, onOpenChange: setOpen }: { booking: BookingListItem } & DialogOpenProps) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const move = useRescheduleBooking();
  const busy = move.isPending;
  const submit = () =>
    move.mutate(
      { id: booking.id, date, time },
      {
        onSuccess: () => {
          toast.success("Booking rescheduled");
          setOpen(false);
          setDate("");
          setTime("");
        },
        onError: (err) => toast.error(errorMessage(err, "Could not reschedule the booking. Please try again.")),
      },
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogContent
        title="Reschedule this booking?"
        description={`With ${booking.expert.name}, now on ${formatBookingDate(booking.scheduledAt)} at ${formatBookingTime(booking.scheduledAt)}. Choose a new date and time; what you paid moves with it.`}
      >
        <form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DateField
            value={date}
            disabled={busy}
            onChange={(d) => {
              setDate(d);
              setTime("");
            }}
          />
          {date ? <SlotGrid expertId={booking.expertId} date={date} value={time} onChange={setTime} disabled={busy} /> : null}
          <DialogFormActions busy={busy} disabled={!date || !time} confirmLabel="Move booking" busyLabel="Rescheduling..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
