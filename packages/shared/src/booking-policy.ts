/**
 * Cancellation, refund and no-show policy (docs/product.md#cancellation-and-refunds,
 * docs/product.md#no-shows-and-late-arrival) as pure functions over one table of rules. What
 * happens to the money held for a booking: refunded to the client, released to the expert (less
 * commission), or kept on hold (the booking goes on).
 */
import { formatPaiseBrief } from "./money.ts";
import { APP_TIME_ZONE, SLOT_MINUTES } from "./constants.ts";

export const FREE_CANCELLATION_HOURS = 24;
/**
 * How long after a slot's end its expert may still mark it completed or a no-show
 * (docs/product.md#booking-statuses); after that the server refuses (409).
 */
export const MARKING_WINDOW_HOURS = 48;
export const NO_SHOW_LIMIT = 3;
/** No-shows older than this no longer count towards the limit. */
export const NO_SHOW_WINDOW_DAYS = 90;
/** How long new bookings are refused after the limit is reached, from the latest no-show. */
export const NO_SHOW_RESTRICTION_DAYS = 30;
/**
 * How long a fee released to an expert stays pending before it can be paid out, from the moment it
 * was released (the consultation marked completed, or the client's no-show): time for a dispute
 * (docs/product.md#wallet).
 */
export const SETTLEMENT_DELAY_HOURS = 48;

export const POLICY_EVENTS = [
  "client_cancel",
  "client_reschedule",
  "expert_decline",
  "expert_cancel",
  "expert_no_show",
  "client_no_show",
  "completed",
] as const;
export type PolicyEvent = (typeof POLICY_EVENTS)[number];

/** refund: back to the client's wallet; release: to the expert's earnings; keep: stays held; refused: the event is not allowed. */
export type HoldOutcome = "refund" | "release" | "keep" | "refused";

interface Rule {
  /** at least FREE_CANCELLATION_HOURS before the start */
  early: HoldOutcome;
  /** later than that, or after the start */
  late: HoldOutcome;
}

/** The one table: every event, early and late. */
export const POLICY_RULES: Readonly<Record<PolicyEvent, Rule>> = {
  client_cancel: { early: "refund", late: "release" },
  client_reschedule: { early: "keep", late: "refused" },
  expert_decline: { early: "refund", late: "refund" },
  expert_cancel: { early: "refund", late: "refund" },
  // An expert who does not turn up has cancelled, in effect.
  expert_no_show: { early: "refund", late: "refund" },
  client_no_show: { early: "release", late: "release" },
  completed: { early: "release", late: "release" },
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whether `now` is at least FREE_CANCELLATION_HOURS before `startsAt` (exactly 24 h counts as early).
 * The server asks the same in SQL (earlySql in the bookings feature), from the same constant, inside
 * the statement that moves the booking.
 */
export function isEarly(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * HOUR_MS;
}

/** What happens to the held fee when `event` happens early (see isEarly) or late: the one table's answer. */
export function outcomeOf(event: PolicyEvent, early: boolean): HoldOutcome {
  return POLICY_RULES[event][early ? "early" : "late"];
}

/**
 * The last moment a booking starting at `startsAt` can be marked completed or a no-show: the
 * slot's end plus MARKING_WINDOW_HOURS (that moment itself still counts). The server checks the
 * same rule against the booking's stored end.
 */
export function markingClosesAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + SLOT_MINUTES * 60_000 + MARKING_WINDOW_HOURS * HOUR_MS);
}

/** A client may reschedule only as early as a free cancellation. */
export function canReschedule(startsAt: Date, now: Date): boolean {
  return outcomeOf("client_reschedule", isEarly(startsAt, now)) !== "refused";
}

/**
 * The platform's commission on a released fee, in paise: `percent` may have two decimals; rounded
 * down, so any fraction of a paisa goes to the expert.
 */
export function commissionFor(amountPaise: number, percent: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError("amountPaise must be a non-negative integer");
  if (!(percent >= 0 && percent <= 100)) throw new RangeError("percent must be between 0 and 100");
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountPaise * basisPoints) / 10_000);
}

/**
 * Whether a client may make new bookings, given the times of their no-shows: NO_SHOW_LIMIT of them
 * within NO_SHOW_WINDOW_DAYS restrict them until NO_SHOW_RESTRICTION_DAYS after the latest.
 */
export function bookingRestriction(noShowTimes: readonly Date[], now: Date): { restricted: false } | { restricted: true; until: Date } {
  const since = now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS;
  const recent = noShowTimes.map((d) => d.getTime()).filter((t) => t > since && t <= now.getTime());
  if (recent.length < NO_SHOW_LIMIT) return { restricted: false };
  const until = new Date(Math.max(...recent) + NO_SHOW_RESTRICTION_DAYS * DAY_MS);
  return until.getTime() > now.getTime() ? { restricted: true, until } : { restricted: false };
}


/** The rupees a top-up must add to cover `shortByPaise`: whole rupees (rounded up), never below the least top-up. */
export function topUpRupeesFor(shortByPaise: number, minRupees = 100): number {
  return Math.max(minRupees, Math.ceil(shortByPaise / 100));
}

/** What the booking endpoints say when the policy refuses something. */
export const POLICY_MESSAGES = {
  selfBooking: "You can't book a consultation with yourself.",
  shortBy: (shortByPaise: number) => `Your wallet is short by ${formatPaiseBrief(shortByPaise)} for this booking. Add money to book it.`,
  restricted: (until: Date) =>
    `You missed ${NO_SHOW_LIMIT} booked consultations in the last ${NO_SHOW_WINDOW_DAYS} days, so you can't make new bookings until ${new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(until)}.`,
  rescheduleTooLate: `A booking can be rescheduled only up to ${FREE_CANCELLATION_HOURS} hours before it starts.`,
  rescheduleNotActive: "Only a pending or confirmed booking can be rescheduled.",
  rescheduleSameSlot: "Choose a different time to reschedule to.",
  expired: "The expert did not confirm in time; your payment was refunded.",
} as const;
