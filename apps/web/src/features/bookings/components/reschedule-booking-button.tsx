import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from "@/components/ui/dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import type { BookingListItem } from "../api/get-bookings.ts";
import { useRescheduleBooking } from "../api/reschedule-booking.ts";
import { DateField } from "./date-field.tsx";
import { SlotGrid } from "./slot-grid.tsx";

/**
 * The client moves a pending or confirmed booking to another free slot of the same expert, up to
 * 24 hours before it starts (docs/product.md#cancellation-and-refunds); what was paid stays with it.
 */
export function RescheduleBookingButton({ booking }: { booking: BookingListItem }) {
  const [open, setOpen] = useState(false);
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
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Reschedule this booking?"
        description={`With ${booking.expert.name}, now on ${formatBookingDate(booking.scheduledAt)} at ${formatBookingTime(booking.scheduledAt)}. Choose a new date and time; what you paid moves with it.`}
      >
        <form
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
