import { toast } from "@/lib/toast.ts";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatDate, formatTime } from "@/lib/i18n-dates.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import type { BookingListItem } from "../api/get-bookings.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * The client cancels their pending or confirmed booking after confirming in a dialog. It sends the
 * status on screen: if the expert moved the booking meanwhile, the server's 409 message is the
 * toast and the list is read again.
 */
export function CancelBookingButton({ booking }: { booking: BookingListItem }) {
  const { locale } = useLocale();
  const cancel = useCancelBooking();
  const expectedStatus = booking.status === "confirmed" ? "confirmed" : "pending";
  const onConfirm = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id: booking.id, expectedStatus, reason });
      toast.success(m.booking_cancelled_toast());
      return true;
    } catch (err) {
      toast.error(errorMessage(err, m.booking_cancel_failed()));
      return false;
    }
  };
  return (
    <ReasonDialog
      trigger={m.booking_cancel()}
      triggerClassName="w-full"
      title={m.booking_cancel_title()}
      description={m.booking_cancel_description({ name: booking.expert.name, date: formatDate(booking.scheduledAt, locale), time: formatTime(booking.scheduledAt, locale) })}
      confirmLabel={m.booking_cancel()}
      busyLabel={m.booking_cancelling()}
      onConfirm={onConfirm}
    />
  );
}
