import type { BookingPayment } from "@expertconnect/shared/schemas/bookings";
import { Badge } from "@/components/ui/badge.tsx";

/** The booking's money: paid (held, or paid to the expert) or refunded to the wallet. */
export function PaymentBadge({ payment }: { payment: BookingPayment }) {
  if (!payment) return null;
  return payment === "refunded" ? <Badge tone="blue">Refunded</Badge> : <Badge tone="green">Paid</Badge>;
}
