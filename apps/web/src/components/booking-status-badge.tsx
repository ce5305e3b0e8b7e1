/** A booking's status as a coloured badge, the same on the client's and the expert's screens (docs/product.md#booking-statuses). */
import type { BookingStatus } from "@expertconnect/shared/constants";
import { Badge } from "@/components/ui/badge.tsx";

const STATUS: Record<BookingStatus, { label: string; tone: "yellow" | "blue" | "green" | "red" }> = {
  pending: { label: "Pending", tone: "yellow" },
  confirmed: { label: "Confirmed", tone: "blue" },
  completed: { label: "Completed", tone: "green" },
  cancelled: { label: "Cancelled", tone: "red" },
  no_show: { label: "No-show", tone: "red" },
};

export function BookingStatusBadge({ status }: { status: string }) {
  const known = STATUS[status as BookingStatus];
  return <Badge tone={known?.tone ?? "neutral"}>{known?.label ?? status}</Badge>;
}
