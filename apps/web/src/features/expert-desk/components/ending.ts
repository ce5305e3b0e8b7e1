/**
 * The desk's words for how a booking ended and for each step of its history, as the expert reads
 * them (docs/product.md#consultation-mode).
 */
import type { BookingPayment } from "@expertconnect/shared/schemas/bookings";

export interface Ending {
  status: string;
  cancelledBy: string | null;
  cancellationReason: string | null;
  /** a cancelled booking's status before: pending (declined) or confirmed */
  endedFrom: string | null;
}

export const EXPIRED_TEXT = "Expired: not confirmed before its start, so the client was refunded.";

/** Who ended the booking and why; null while it is open. */
export function endingText({ status, cancelledBy, cancellationReason, endedFrom }: Ending): string | null {
  const reason = cancellationReason?.trim();
  const withReason = (who: string) => (reason ? `${who}: ${reason}` : who);
  if (status === "completed") return "Marked completed by you";
  if (status === "no_show") return "Marked as a no-show by you";
  if (status !== "cancelled") return null;
  if (cancelledBy === "client") return withReason("Cancelled by the client");
  if (cancelledBy === "system") return EXPIRED_TEXT;
  if (cancelledBy === "expert") return withReason(endedFrom === "pending" ? "Declined by you" : "Cancelled by you");
  return withReason("Cancelled");
}

export interface HistoryStep {
  fromStatus: string;
  toStatus: string;
  actorRole: string;
  reason: string | null;
}

const WHO: Record<string, string> = { client: "the client", expert: "you", admin: "an admin", system: "the system" };

/** One step of a booking's history, e.g. "Declined by you". */
export function stepTitle({ fromStatus, toStatus, actorRole }: HistoryStep): string {
  const who = WHO[actorRole] ?? actorRole;
  if (fromStatus === toStatus) return `Rescheduled by ${who}`;
  if (toStatus === "confirmed") return `Confirmed by ${who}`;
  if (toStatus === "completed") return `Marked completed by ${who}`;
  if (toStatus === "no_show") return `Marked as a no-show by ${who}`;
  if (actorRole === "system") return "Expired: not confirmed before its start";
  if (actorRole === "expert" && fromStatus === "pending") return "Declined by you";
  return `Cancelled by ${who}`;
}

/** The line under a step: the reason given; for an expiry, what happened to the money instead of the client's notice. */
export function stepDetail({ actorRole, reason }: HistoryStep): string | null {
  if (actorRole === "system") return "The client was refunded.";
  return reason;
}

export const PAYMENT_TEXT: Record<Exclude<BookingPayment, null>, string> = {
  held: "Held until the booking ends",
  released: "Paid to you",
  refunded: "Refunded to the client",
};
