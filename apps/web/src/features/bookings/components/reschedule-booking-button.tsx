import { lazyDialog } from "@/components/lazy-dialog.tsx";
import type { BookingListItem } from "../api/get-bookings.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const RescheduleButton = lazyDialog<{ booking: BookingListItem }>(() => import("./reschedule-dialog-body.tsx").then((module) => module.RescheduleDialogBody));

/**
 * The client moves a pending or confirmed booking to another free slot of the same expert, up to
 * 24 hours before it starts (docs/product.md#cancellation-and-refunds); what was paid stays with it.
 * The dialog (dates, slots) loads when the button is first pressed.
 */
export function RescheduleBookingButton({ booking }: { booking: BookingListItem }) {
  useLocale();
  return <RescheduleButton opener={m.booking_reschedule()} button={{ className: "w-full" }} booking={booking} />;
}
