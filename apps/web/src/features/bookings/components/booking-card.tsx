import { CalendarDays, Clock, FileDown, MessageSquare, Phone, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { NO_SHOW_AFTER_MINUTES, type BookingStatus, type DisplayedConsultationType } from "@expertconnect/shared/constants";
import { BookingStatusBadge } from "@/components/booking-status-badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { DownloadLink } from "@/components/download-link.tsx";
import { apiClient } from "@/lib/api-client.ts";
import { formatRupees } from "@/lib/format.ts";
import { formatDate, formatTime } from "@/lib/i18n-dates.ts";
import type { BookingListItem } from "../api/get-bookings.ts";
import { JoinSession } from "./join-session.tsx";
import { PaymentBadge } from "./payment-badge.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const TYPES: Record<DisplayedConsultationType, { label: () => string; icon: typeof Video }> = {
  video: { label: m.booking_type_video, icon: Video },
  voice: { label: m.booking_type_voice, icon: Phone },
  chat: { label: m.booking_type_chat, icon: MessageSquare },
  in_person: { label: m.booking_type_in_person, icon: Users },
};

/**
 * `cancel` is the client's Cancel control, given by the list for a booking that may still be
 * cancelled; `review` is its Rate & Review control, given for a completed one.
 */
export function BookingCard({ booking, cancel, review }: { booking: BookingListItem; cancel?: ReactNode; review?: ReactNode }) {
  const { locale } = useLocale();
  const status = booking.status as BookingStatus;
  const type = TYPES[booking.consultationType as DisplayedConsultationType] ?? { label: () => booking.consultationType, icon: Video };
  const TypeIcon = type.icon;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={booking.expert.name} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{booking.expert.name}</h3>
          <p data-content className="text-sm text-muted-foreground">{booking.expert.specialization}</p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{m.booking_date()}</dt>
          <dd>{formatDate(booking.scheduledAt, locale)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{m.booking_time()}</dt>
          <dd>{formatTime(booking.scheduledAt, locale)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <TypeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{m.booking_type()}</dt>
          <dd>{type.label()}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{m.booking_amount()}</dt>
          <dd className="font-semibold">{formatRupees(booking.amount)}</dd>
          <PaymentBadge payment={booking.payment} />
        </div>
      </dl>
      {booking.payment ? (
        <DownloadLink
          href={apiClient.receipts.bookings[":bookingId"].pdf.$path({ param: { bookingId: booking.id } })}
          failedMessage={m.booking_download_failed()}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <FileDown className="size-4" aria-hidden="true" /> {m.booking_receipt()}
        </DownloadLink>
      ) : null}
      {status === "cancelled" && booking.cancelledBy === "expert" ? (
        <p className="text-sm text-muted-foreground">
          {booking.cancellationReason ? m.booking_cancelled_by_expert_reason({ reason: booking.cancellationReason }) : m.booking_cancelled_by_expert()}
        </p>
      ) : null}
      {status === "no_show" ? <p className="text-sm text-muted-foreground">{m.booking_no_show({ minutes: NO_SHOW_AFTER_MINUTES })}</p> : null}
      {status === "confirmed" ? (
        <JoinSession bookingId={booking.id} scheduledAt={booking.scheduledAt} />
      ) : status === "completed" ? (
        review
      ) : null}
      {cancel}
    </Card>
  );
}
