/**
 * The payout rules and words the Wallet shows, without zod, so the page that shows them does not
 * load the schemas (schemas/payouts.ts re-exports them).
 */

/** The least a payout can be: below it the available amount waits for more fees. */
export const PAYOUT_MIN_RUPEES = 100;
export const PAYOUT_MIN_PAISE = PAYOUT_MIN_RUPEES * 100;
/** Payout requests an expert may make in a day (a failed one counts too). */
export const PAYOUT_REQUESTS_PER_DAY = 3;

export const PAYOUT_STATUS_WORDS = {
  requested: "Requested",
  processing: "Processing",
  paid: "Paid",
  failed: "Failed — returned to available",
  reversed: "Reversed — returned to available",
} as const;
export type PayoutStatusName = keyof typeof PAYOUT_STATUS_WORDS;

/** "Automatic weekly payouts": when the weekly run pays (docs/product.md#automatic-weekly-payouts). */
export const AUTO_PAYOUT_SCHEDULE = "every Monday at 10:00 IST";

export const AUTO_PAYOUT_MESSAGES = {
  label: "Automatic weekly payouts",
  description: `Everything available is paid to this account ${AUTO_PAYOUT_SCHEDULE}, when it is at least ₹${PAYOUT_MIN_RUPEES}.`,
  on: "Automatic weekly payouts on",
  off: "Automatic weekly payouts off",
  noAccount: "Add a payout account before turning on automatic payouts",
} as const;
