import { CalendarDays, Clock, MessageSquare, Phone, Users, Video } from "lucide-react";
import { toast } from "sonner";
import type { BookingStatus, DisplayedConsultationType } from "@expertconnect/shared/constants";
import { BOOKING_MESSAGES } from "@expertconnect/shared/schemas/bookings";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatBookingDate, formatBookingTime, formatRupees } from "@/lib/format.ts";
import type { BookingListItem } from "../api/get-bookings.ts";
import { JoinSession } from "./join-session.tsx";
import { PaymentBadge } from "./payment-badge.tsx";

/** docs/product.md#booking-statuses: yellow pending, blue confirmed, green completed, red cancelled. */
const STATUS_TONE: Record<BookingStatus, "yellow" | "blue" | "green" | "red"> = {
  pending: "yellow",
  confirmed: "blue",
  completed: "green",
  cancelled: "red",
  no_show: "red",
};

const TYPES: Record<DisplayedConsultationType, { label: string; icon: typeof Video }> = {
  video: { label: "Video", icon: Video },
  voice: { label: "Voice", icon: Phone },
  chat: { label: "Chat", icon: MessageSquare },
  in_person: { label: "In person", icon: Users },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const comingSoon = () => toast.info(BOOKING_MESSAGES.comingSoon);

export function BookingCard({ booking }: { booking: BookingListItem }) {
  const status = booking.status as BookingStatus;
  const type = TYPES[booking.consultationType as DisplayedConsultationType] ?? { label: booking.consultationType, icon: Video };
  const TypeIcon = type.icon;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={booking.expert.name} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{booking.expert.name}</h3>
          <p className="text-sm text-muted-foreground">{booking.expert.specialization}</p>
        </div>
        <Badge tone={STATUS_TONE[status] ?? "neutral"}>{capitalise(booking.status.replace("_", "-"))}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{formatBookingDate(booking.scheduledAt)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Time</dt>
          <dd>{formatBookingTime(booking.scheduledAt)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <TypeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Consultation type</dt>
          <dd>{type.label}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Amount</dt>
          <dd className="font-semibold">{formatRupees(booking.amount)}</dd>
          <PaymentBadge payment={booking.payment} />
        </div>
      </dl>
      {status === "confirmed" ? (
        <JoinSession bookingId={booking.id} scheduledAt={booking.scheduledAt} />
      ) : status === "completed" ? (
        <Button variant="outline" className="w-full" onClick={comingSoon}>
          Rate &amp; Review
        </Button>
      ) : null}
    </Card>
  );
}
