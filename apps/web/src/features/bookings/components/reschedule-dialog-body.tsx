import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Dialog, DialogContent, DialogFormActions } from "@/components/ui/dialog.tsx";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatDate, formatTime } from "@/lib/i18n-dates.ts";
import type { BookingListItem } from "../api/get-bookings.ts";
import { useRescheduleBooking } from "../api/reschedule-booking.ts";
import { DateField } from "./date-field.tsx";
import { SlotGrid } from "./slot-grid.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The dialog of Reschedule (reschedule-booking-button.tsx), loaded when its button is first pressed. */
export function RescheduleDialogBody({ booking, open, onOpenChange: setOpen }: { booking: BookingListItem } & DialogOpenProps) {
  const { locale } = useLocale();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const move = useRescheduleBooking();
  const busy = move.isPending;
  const submit = () =>
    move.mutate(
      { id: booking.id, date, time },
      {
        onSuccess: () => {
          toast.success(m.booking_rescheduled_toast());
          setOpen(false);
          setDate("");
          setTime("");
        },
        onError: (err) => toast.error(errorMessage(err, m.booking_reschedule_failed())),
      },
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogContent
        title={m.booking_reschedule_title()}
        description={m.booking_reschedule_description({ name: booking.expert.name, date: formatDate(booking.scheduledAt, locale), time: formatTime(booking.scheduledAt, locale) })}
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
          <DialogFormActions busy={busy} disabled={!date || !time} confirmLabel={m.booking_move()} busyLabel={m.booking_rescheduling()} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
