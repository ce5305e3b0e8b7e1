import { FileText } from "lucide-react";
import { Link } from "react-router";
import { MARKING_WINDOW_HOURS, markingClosesAt } from "@expertconnect/shared/booking-policy";
import { NO_SHOW_AFTER_MINUTES } from "@expertconnect/shared/constants";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { useBookingAction, type BookingActionInput } from "../api/booking-action.ts";

const DONE: Record<BookingActionInput["action"], string> = {
  confirm: "Booking confirmed",
  decline: "Booking declined",
  complete: "Marked as completed",
  "no-show": "Marked as a no-show",
  cancel: "Booking cancelled",
};

export interface ActionableBooking {
  id: string;
  status: string;
  scheduledAt: string;
  hasNotes: boolean;
  client: { name: string };
}

const at = (time: number) => `${formatBookingDate(new Date(time))}, ${formatBookingTime(new Date(time))}`;

/**
 * The moves the expert may make on a booking now (docs/product.md#consultation-mode): confirm or
 * decline a request, cancel before the start, mark completed or a no-show within the marking
 * window, and notes once completed. `back` is where the notes screen returns after saving.
 */
export function DeskBookingActions({ booking, now, back }: { booking: ActionableBooking; now: number; back?: string }) {
  const action = useBookingAction();
  const start = Date.parse(booking.scheduledAt);
  const started = now >= start;
  const late = now >= start + NO_SHOW_AFTER_MINUTES * 60_000;
  const closes = markingClosesAt(new Date(start)).getTime();
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

  if (booking.status === "pending") {
    return (
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
    );
  }
  if (booking.status === "confirmed" && !started) {
    return (
      <ReasonDialog
        trigger="Cancel booking"
        triggerClassName="w-full"
        title={`Cancel ${who}'s booking?`}
        description="The client is told, and the slot becomes free again."
        confirmLabel="Cancel booking"
        busyLabel="Cancelling..."
        onConfirm={(reason) => run({ action: "cancel", reason, expectedStatus: "confirmed" })}
      />
    );
  }
  if (booking.status === "confirmed" && now > closes) {
    return (
      <p className="text-sm text-muted-foreground">
        Not marked: the {MARKING_WINDOW_HOURS} hours to mark it completed or a no-show ended on {at(closes)}.
      </p>
    );
  }
  if (booking.status === "confirmed") {
    return (
      <div className="space-y-1">
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
        <p className="text-xs text-muted-foreground">Mark it by {at(closes)}.</p>
      </div>
    );
  }
  if (booking.status === "completed") {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={`/consultation-mode/notes/${booking.id}`} state={back ? { back } : undefined}>
          <FileText aria-hidden="true" /> {booking.hasNotes ? "View notes" : "Write notes"}
        </Link>
      </Button>
    );
  }
  return null;
}
