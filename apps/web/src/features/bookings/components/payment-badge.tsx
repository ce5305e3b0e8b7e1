import type { BookingPayment } from "@expertconnect/shared/schemas/bookings";
import { Badge } from "@/components/ui/badge.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The booking's money: paid (held, or paid to the expert) or refunded to the wallet. */
export function PaymentBadge({ payment }: { payment: BookingPayment }) {
  useLocale();
  if (!payment) return null;
  return payment === "refunded" ? <Badge tone="blue">{m.booking_refunded()}</Badge> : <Badge tone="green">{m.booking_paid()}</Badge>;
}
