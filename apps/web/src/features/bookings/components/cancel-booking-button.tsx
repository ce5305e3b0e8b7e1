import { toast } from "@/lib/toast.ts";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import type { BookingListItem } from "../api/get-bookings.ts";

/**
 * The client cancels their pending or confirmed booking after confirming in a dialog. It sends the
 * status on screen: if the expert moved the booking meanwhile, the server's 409 message is the
 * toast and the list is read again.
 */
export function CancelBookingButton({ booking }: { booking: BookingListItem }) {
  const cancel = useCancelBooking();
  const expectedStatus = booking.status === "confirmed" ? "confirmed" : "pending";
  const onConfirm = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id: booking.id, expectedStatus, reason });
      toast.success("Booking cancelled");
      return true;
    } catch (err) {
      toast.error(errorMessage(err, "Could not cancel the booking. Please try again."));
      return false;
    }
  };
  return (
    <ReasonDialog
      trigger="Cancel booking"
      triggerClassName="w-full"
      title="Cancel this booking?"
      description={`With ${booking.expert.name} on ${formatBookingDate(booking.scheduledAt)} at ${formatBookingTime(booking.scheduledAt)}. The slot is freed for others.`}
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
      onConfirm={onConfirm}
    />
  );
}
