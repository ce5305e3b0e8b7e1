/**
 * Where an expert's earnings are paid: a bank account (holder's name, the account number typed
 * twice, IFSC) or a UPI ID, and the current password, which a change needs. One schema for the form
 * and the server; the messages are what both show.
 */
import { z } from "zod";
import { inTime } from "../messages/quotas.ts";

/** A new or changed payout account cannot be paid for this long (a common fraud guard). */
export const PAYOUT_ACCOUNT_COOLING_HOURS = 24;

/** The test provider ("Test payout — no real money") refuses to verify exactly these. */
export const TEST_FAILING_ACCOUNT_NUMBER = "000000000000";
export const TEST_FAILING_UPI_ID = "fail@test";
export const TEST_PAYOUT_LABEL = "Test payout — no real money";

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const PAYOUT_MESSAGES = {
  holderName: "Enter the account holder's name (2 to 100 characters)",
  accountNumber: "Enter the account number: 9 to 18 digits",
  accountNumberAgain: "The account numbers do not match",
  ifsc: "Enter the IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)",
  upiId: "Enter a UPI ID such as name@bank",
  password: "Enter your password to change where you are paid",
  wrongPassword: "That password is not right",
  notAnExpert: "Only experts have a payout account",
  verificationFailed: "The bank could not verify this account. Check the details and try again.",
  unavailable: "Payout accounts cannot be verified right now. Please try again in a few minutes.",
  saved: "Payout account saved",
} as const;

export const payoutChangesRefused = (max: number, retryAfterSeconds: number) =>
  `You can change your payout account ${max} times a day. Try again ${inTime(retryAfterSeconds)}.`;

const password = z.string({ error: PAYOUT_MESSAGES.password }).min(1, PAYOUT_MESSAGES.password).max(128, PAYOUT_MESSAGES.password);

export const bankAccountSchema = z
  .strictObject({
    method: z.literal("bank"),
    holderName: z.string({ error: PAYOUT_MESSAGES.holderName }).trim().min(2, PAYOUT_MESSAGES.holderName).max(100, PAYOUT_MESSAGES.holderName),
    accountNumber: z.string({ error: PAYOUT_MESSAGES.accountNumber }).trim().regex(/^\d{9,18}$/, PAYOUT_MESSAGES.accountNumber),
    accountNumberAgain: z.string({ error: PAYOUT_MESSAGES.accountNumberAgain }).trim(),
    ifsc: z
      .string({ error: PAYOUT_MESSAGES.ifsc })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(IFSC_PATTERN, PAYOUT_MESSAGES.ifsc)),
    password,
  })
  .refine((v) => v.accountNumber === v.accountNumberAgain, { path: ["accountNumberAgain"], message: PAYOUT_MESSAGES.accountNumberAgain });

export const upiAccountSchema = z.strictObject({
  method: z.literal("upi"),
  upiId: z
    .string({ error: PAYOUT_MESSAGES.upiId })
    .trim()
    .max(100, PAYOUT_MESSAGES.upiId)
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, PAYOUT_MESSAGES.upiId),
  password,
});

export const payoutAccountSchema = z.discriminatedUnion("method", [bankAccountSchema, upiAccountSchema]);
export type PayoutAccountInput = z.infer<typeof payoutAccountSchema>;

/** The last four digits behind six X's, the only way an account number is ever shown. */
export const maskAccountNumber = (last4: string) => `XXXXXX${last4}`;

export { AUTO_PAYOUT_MESSAGES, AUTO_PAYOUT_SCHEDULE, PAYOUT_MIN_PAISE, PAYOUT_MIN_RUPEES, PAYOUT_REQUESTS_PER_DAY, PAYOUT_STATUS_WORDS, type PayoutStatusName } from "../messages/payouts.ts";
import { PAYOUT_MIN_RUPEES } from "../messages/payouts.ts";

export const PAYOUT_REQUEST_MESSAGES = {
  noAccount: "Add a payout account before requesting a payout",
  held: "Payouts to you are on hold. Please contact support.",
  belowMinimum: `The least you can be paid out at once is ₹${PAYOUT_MIN_RUPEES}. Your available earnings are below that.`,
  notFound: "Payout not found",
} as const;

/** A new or changed account's wait, which ends in `seconds`. */
export const payoutAccountCooling = (seconds: number) => `Your payout account is new: it can be paid ${inTime(seconds)}.`;

export const payoutRequestsRefused = (max: number, retryAfterSeconds: number) =>
  `You can request at most ${max} payouts a day. Try again ${inTime(retryAfterSeconds)}.`;

/** The test provider's outcomes a test can make a payout take (TEST_HOOKS only). */
export const testPayoutEventSchema = z.strictObject({ event: z.enum(["payout.processed", "payout.failed", "payout.reversed"]) });

/** The payouts list's page: the cursor the previous page answered. */
export const payoutsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** "Automatic weekly payouts" on or off. */
export const autoPayoutsSchema = z.strictObject({ on: z.boolean() });
