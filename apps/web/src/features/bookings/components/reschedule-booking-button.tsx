import { lazyDialog } from "@/components/lazy-dialog.tsx";
import type { BookingListItem } from "../api/get-bookings.ts";

const RescheduleButton = lazyDialog<{ booking: BookingListItem }>(() => import("./reschedule-dialog-body.tsx").then((m) => m.RescheduleDialogBody));

/**
 * The client moves a pending or confirmed booking to another free slot of the same expert, up to
 * 24 hours before it starts (docs/product.md#cancellation-and-refunds); what was paid stays with it.
 * The dialog (dates, slots) loads when the button is first pressed.
 */
export function RescheduleBookingButton({ booking }: { booking: BookingListItem }) {
  return <RescheduleButton opener="Reschedule" button={{ className: "w-full" }} booking={booking} />;
}
