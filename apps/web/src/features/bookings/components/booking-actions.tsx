import { canReschedule } from "@expertconnect/shared/booking-policy";
import type { BookingListItem } from "../api/get-bookings.ts";
import { CancelBookingButton } from "./cancel-booking-button.tsx";
import { RescheduleBookingButton } from "./reschedule-booking-button.tsx";

/** A pending or confirmed booking's controls for its client: Reschedule (while the policy allows it) and Cancel. */
export function BookingActions({ booking }: { booking: BookingListItem }) {
  const movable = canReschedule(new Date(booking.scheduledAt), new Date());
  return (
    <div className={movable ? "grid grid-cols-2 gap-2" : undefined}>
      {movable ? <RescheduleBookingButton booking={booking} /> : null}
      <CancelBookingButton booking={booking} />
    </div>
  );
}
