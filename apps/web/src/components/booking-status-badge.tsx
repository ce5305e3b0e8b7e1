/** A booking's status as a coloured badge, the same on the client's and the expert's screens (docs/product.md#booking-statuses). */
import type { BookingStatus } from "@expertconnect/shared/constants";
import { Badge } from "@/components/ui/badge.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const STATUS: Record<BookingStatus, { label: () => string; tone: "yellow" | "blue" | "green" | "red" }> = {
  pending: { label: m.booking_status_pending, tone: "yellow" },
  confirmed: { label: m.booking_status_confirmed, tone: "blue" },
  completed: { label: m.booking_status_completed, tone: "green" },
  cancelled: { label: m.booking_status_cancelled, tone: "red" },
  no_show: { label: m.booking_status_no_show, tone: "red" },
};

export function BookingStatusBadge({ status }: { status: string }) {
  useLocale();
  const known = STATUS[status as BookingStatus];
  return <Badge tone={known?.tone ?? "neutral"}>{known ? known.label() : status}</Badge>;
}
