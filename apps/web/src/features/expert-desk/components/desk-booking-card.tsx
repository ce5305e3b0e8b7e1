import { CalendarDays, ChevronRight, Clock, MessageSquare, Phone, Users, Video } from "lucide-react";
import { Link } from "react-router";
import type { DisplayedConsultationType } from "@expertconnect/shared/constants";
import { patientLine, type BookingPayment, type Patient } from "@expertconnect/shared/schemas/bookings";
import { BookingStatusBadge } from "@/components/booking-status-badge.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatBookingDate, formatBookingTime, formatRupees } from "@/lib/format.ts";
import { FeeLines } from "./fee-lines.tsx";
import { DeskBookingActions, type ActionableBooking } from "./desk-booking-actions.tsx";
import { endingText, PAYMENT_TEXT, type Ending } from "./ending.ts";

const TYPES: Record<DisplayedConsultationType, { label: string; icon: typeof Video }> = {
  video: { label: "Video", icon: Video },
  voice: { label: "Voice", icon: Phone },
  chat: { label: "Chat", icon: MessageSquare },
  in_person: { label: "In person", icon: Users },
};

export interface CardBooking extends ActionableBooking, Ending {
  consultationType: string;
  amount: number;
  notes: string | null;
  /** a medical consultation's patient (docs/product.md#the-patient) */
  patient?: Patient | null;
  /** when it ended (the Past tab) */
  endedAt?: string | null;
  /** shown where the list carries it (the Past tab, a booking's page) */
  payment?: BookingPayment;
}

/**
 * One booking on the expert's desk (docs/product.md#consultation-mode): the client, the type, fee
 * and time in IST, the client's notes, how it ended and why, and the moves the expert may make now.
 * `details` adds the link to the booking's page; `back` is where its notes screen returns.
 */
export function DeskBookingCard({ booking, now, details = true, back }: { booking: CardBooking; now: number; details?: boolean; back?: string }) {
  const type = TYPES[booking.consultationType as DisplayedConsultationType] ?? { label: booking.consultationType, icon: Video };
  const TypeIcon = type.icon;
  const who = booking.client.name;
  const ending = endingText(booking);
  const date = formatBookingDate(booking.scheduledAt);
  const time = formatBookingTime(booking.scheduledAt);

  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={who} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{who}</h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <TypeIcon className="size-4" aria-hidden="true" /> {type.label} · {formatRupees(booking.amount)}
          </p>
          <FeeLines feeRupees={booking.amount} />
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" /> {date}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" /> {time}
        </span>
      </p>
      {booking.patient ? <p className="text-sm font-medium">{patientLine(booking.patient)}</p> : null}
      {booking.notes ? (
        <p className="rounded-lg bg-muted p-2 text-sm">
          <span className="font-medium">Notes: </span>
          {booking.notes}
        </p>
      ) : null}
      {ending ? (
        <p className="text-sm">
          {ending}
          {booking.endedAt ? <span className="block text-xs text-muted-foreground">On {formatBookingDate(booking.endedAt)} at {formatBookingTime(booking.endedAt)}</span> : null}
        </p>
      ) : null}
      {booking.payment !== undefined ? (
        <p className="text-sm text-muted-foreground">Payment: {booking.payment ? PAYMENT_TEXT[booking.payment] : "None"}</p>
      ) : null}
      <DeskBookingActions booking={booking} now={now} back={back} />
      {details ? (
        <Link
          to={`/consultation-mode/bookings/${booking.id}`}
          aria-label={`Details and history of ${who}'s booking on ${date} at ${time}`}
          className="-mb-2 flex min-h-11 items-center justify-end gap-1 text-sm font-medium text-primary hover:underline"
        >
          Details and history <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </Card>
  );
}
