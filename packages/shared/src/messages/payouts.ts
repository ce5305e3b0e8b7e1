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

/**
 * What an expert is told about the weekly run (docs/product.md#automatic-weekly-payouts): a payout
 * made, or one not made because of a hold or a new account. Too little available is not a message.
 */
export const AUTO_PAYOUT_NOTICES = {
  madeTitle: (amount: string) => `Weekly payout of ${amount} sent`,
  madeBody: (amount: string, destination: string) => `Your automatic weekly payout of ${amount} to ${destination} is on its way. Its progress is in your Wallet.`,
  skippedTitle: "Weekly payout not made",
  skippedHeld: "Payouts to you are on hold, so this week's automatic payout was not made. Please contact support.",
  skippedNewAccount: "Your payout account was added or changed less than 24 hours ago, so this week's automatic payout was not made. You can request a payout from your Wallet once the wait is over.",
} as const;
