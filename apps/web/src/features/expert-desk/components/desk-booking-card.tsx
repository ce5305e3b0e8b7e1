import { CalendarDays, Clock, FileText, MessageSquare, Phone, Users, Video } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/lib/toast.ts";
import { NO_SHOW_AFTER_MINUTES, type DisplayedConsultationType } from "@expertconnect/shared/constants";
import { BookingStatusBadge } from "@/components/booking-status-badge.tsx";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime, formatRupees } from "@/lib/format.ts";
import { useBookingAction, type BookingActionInput } from "../api/booking-action.ts";
import type { DeskBooking } from "../api/get-dashboard.ts";

const TYPES: Record<DisplayedConsultationType, { label: string; icon: typeof Video }> = {
  video: { label: "Video", icon: Video },
  voice: { label: "Voice", icon: Phone },
  chat: { label: "Chat", icon: MessageSquare },
  in_person: { label: "In person", icon: Users },
};

const DONE: Record<BookingActionInput["action"], string> = {
  confirm: "Booking confirmed",
  decline: "Booking declined",
  complete: "Marked as completed",
  "no-show": "Marked as a no-show",
  cancel: "Booking cancelled",
};

/** One booking on the expert's desk, with the moves the expert may make now (docs/product.md#consultation-mode). */
export function DeskBookingCard({ booking, now }: { booking: DeskBooking; now: number }) {
  const action = useBookingAction();
  const start = Date.parse(booking.scheduledAt);
  const started = now >= start;
  const late = now >= start + NO_SHOW_AFTER_MINUTES * 60_000;
  const type = TYPES[booking.consultationType as DisplayedConsultationType] ?? { label: booking.consultationType, icon: Video };
  const TypeIcon = type.icon;
  const who = booking.client.name;

  // A 409 (the client cancelled meanwhile, say) shows the server's words; the desk is read again either way.
  const run = async (input: Omit<BookingActionInput, "id">) => {
    try {
      await action.mutateAsync({ id: booking.id, ...input });
      toast.success(DONE[input.action]);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, "Could not update the booking. Please try again."));
      return false;
    }
  };

  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={who} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{who}</h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <TypeIcon className="size-4" aria-hidden="true" /> {type.label} · {formatRupees(booking.amount)}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" /> {formatBookingDate(booking.scheduledAt)}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" /> {formatBookingTime(booking.scheduledAt)}
        </span>
      </p>
      {booking.notes ? <p className="rounded-lg bg-muted p-2 text-sm"><span className="font-medium">Notes: </span>{booking.notes}</p> : null}
      {booking.status === "cancelled" && booking.cancellationReason ? (
        <p className="text-sm text-muted-foreground">
          {booking.cancelledBy === "client" ? "Cancelled by the client" : "Declined"}: {booking.cancellationReason}
        </p>
      ) : null}
      {booking.status === "pending" ? (
        <div className="grid grid-cols-2 gap-2">
          <ReasonDialog
            trigger="Decline"
            triggerClassName="w-full"
            title={`Decline ${who}'s booking?`}
            description="The client sees your reason. The slot becomes free again."
            confirmLabel="Decline booking"
            busyLabel="Declining..."
            required
            onConfirm={(reason) => run({ action: "decline", reason })}
          />
          <NetworkButton className="w-full" disabled={action.isPending} onClick={() => void run({ action: "confirm" })}>
            Confirm
          </NetworkButton>
        </div>
      ) : null}
      {booking.status === "confirmed" && !started ? (
        <ReasonDialog
          trigger="Cancel booking"
          triggerClassName="w-full"
          title={`Cancel ${who}'s booking?`}
          description="The client is told, and the slot becomes free again."
          confirmLabel="Cancel booking"
          busyLabel="Cancelling..."
          onConfirm={(reason) => run({ action: "cancel", reason, expectedStatus: "confirmed" })}
        />
      ) : null}
      {booking.status === "completed" ? (
        <Button asChild variant="outline" className="w-full">
          <Link to={`/consultation-mode/notes/${booking.id}`}>
            <FileText aria-hidden="true" /> {booking.hasNotes ? "View notes" : "Write notes"}
          </Link>
        </Button>
      ) : null}
      {booking.status === "confirmed" && started ? (
        <div className="grid grid-cols-2 gap-2">
          <NetworkButton className="w-full" disabled={action.isPending} onClick={() => void run({ action: "complete" })}>
            Mark completed
          </NetworkButton>
          {late ? (
            <NetworkButton variant="outline" className="w-full" disabled={action.isPending} onClick={() => void run({ action: "no-show" })}>
              Mark no-show
            </NetworkButton>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
