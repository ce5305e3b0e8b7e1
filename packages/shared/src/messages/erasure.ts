/**
 * Erasure of one's own account (docs/product.md#erasure): the texts the app, the API and the e-mail
 * share, and the timings. Without zod, so the account-deletion page loads no validator for them.
 */
import { DELETION_COMPLETE_BUSINESS_DAYS } from "./support.ts";

/** The grace period between confirming and the erasure: the terms' 7 business days (Monday to Friday, India time). */
export const ERASURE_GRACE_BUSINESS_DAYS = DELETION_COMPLETE_BUSINESS_DAYS;
/** How long the e-mailed confirmation link works. */
export const ERASURE_CONFIRM_HOURS = 24;
/** Financial records (ledger, receipts, payouts) are kept, de-identified, this long: 8 years under the Companies Act, 2013 s. 128 and the Income-tax Act. */
export const FINANCIAL_RETENTION_YEARS = 8;

export type ErasureStatus = "awaiting_confirmation" | "scheduled" | "erasing" | "completed" | "cancelled";

export const ERASURE_MESSAGES = {
  title: "Delete my account",
  intro: `We e-mail you a link to confirm. Once you confirm, your account is deleted after ${ERASURE_GRACE_BUSINESS_DAYS} business days; you can cancel until then.`,
  request: "Delete my account",
  requested: "Check your e-mail",
  requestedDescription: `We sent a link to your account's e-mail address. Open it within ${ERASURE_CONFIRM_HOURS} hours to confirm.`,
  awaiting: "Waiting for you to confirm from the link we e-mailed you.",
  scheduled: "Your account will be deleted on",
  scheduledHint: "Until then you can use your account and cancel the deletion.",
  cancel: "Cancel deletion",
  cancelled: "Deletion cancelled. Your account stays.",
  confirmTitle: "Confirm account deletion",
  confirmText: `Your account and personal data will be deleted after ${ERASURE_GRACE_BUSINESS_DAYS} business days. You can cancel until then.`,
  confirm: "Confirm deletion",
  confirmed: "Deletion confirmed",
  badLink: "This confirmation link is not valid. Ask for the deletion again from the account deletion page.",
  expiredLink: `This confirmation link has expired (links work for ${ERASURE_CONFIRM_HOURS} hours). Ask for the deletion again.`,
  alreadyOpen: "You have already asked to delete your account. Confirm it from the e-mail, or cancel it first.",
  nothingToCancel: "There is no deletion waiting to be cancelled.",
  signInToCancel: "Sign in to cancel the deletion.",
  failed: "Could not process the deletion request",
  blockedBooking: "A consultation of yours is under way. The deletion waits until it is over.",
  blockedPayout: "A payout of yours is still being processed. Wait until it is paid or has failed, then ask again.",
  blockedBalance: "Your earnings wallet still holds money owed to you. Withdraw it from Wallet first, then ask again.",
  mailSubject: "Confirm the deletion of your ExpertConnect account",
  doneSubject: "Your ExpertConnect account has been deleted",
  deletedUser: "Deleted user",
} as const;

/** The erased person's side of a booking the erasure job cancels, as its history's reason. */
export const ERASURE_CANCEL_REASON = "Account deleted";

/** How many of the person's bookings are still to come: made as a client, and clients' bookings with them as the expert. */
export interface UpcomingAtErasure {
  asClient: number;
  asExpert: number;
}

const bookings = (n: number) => (n === 1 ? "1 upcoming booking" : `${n} upcoming bookings`);

/**
 * What the deletion will do to the person's upcoming bookings, said before they ask and in the
 * confirmation e-mail; null when they have none.
 */
export function upcomingAtErasureText({ asClient, asExpert }: UpcomingAtErasure): string | null {
  const parts: string[] = [];
  if (asClient > 0) {
    parts.push(
      `You have ${bookings(asClient)}. When your account is deleted, ${asClient === 1 ? "it is" : "they are"} cancelled as if you had cancelled ${asClient === 1 ? "it" : "them"}: a full refund to your wallet for a booking starting 24 hours or more later, otherwise no refund. Money left in your wallet is not refundable once the account is deleted.`,
    );
  }
  if (asExpert > 0) {
    parts.push(`Your clients have ${bookings(asExpert)} with you. When your account is deleted, ${asExpert === 1 ? "it is" : "they are"} cancelled and your clients are refunded in full and told.`);
  }
  return parts.length ? parts.join(" ") : null;
}

export type ErasureBlocker = "booking" | "payout" | "balance";
export const ERASURE_BLOCKER_MESSAGES: Record<ErasureBlocker, string> = {
  booking: ERASURE_MESSAGES.blockedBooking,
  payout: ERASURE_MESSAGES.blockedPayout,
  balance: ERASURE_MESSAGES.blockedBalance,
};

/** The path of the confirmation page; the link carries the token as `?token=`. */
export const ERASURE_CONFIRM_PATH = "/account-deletion/confirm";

/**
 * The moment `business days` after `from`, skipping Saturdays and Sundays as India sees them
 * (IST is UTC+5:30 all year). Holidays are not counted out: the grace can only be longer for them.
 */
export function addBusinessDays(from: Date, days: number): Date {
  const IST_MS = 330 * 60 * 1000;
  let at = from.getTime();
  for (let left = days; left > 0; ) {
    at += 24 * 60 * 60 * 1000;
    const weekday = new Date(at + IST_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}
