/**
 * The wallet: top-up limits and messages (one schema for the Add Money form and the server), the
 * payment confirmation a checkout sends back, and the transactions list query.
 */
import { z } from "zod";
import { PAISE_PER_RUPEE, TOPUP_MAX_RUPEES, TOPUP_MIN_RUPEES, WALLET_MESSAGES } from "../messages/wallet.ts";

export { PAISE_PER_RUPEE, TOPUP_MAX_RUPEES, TOPUP_MIN_RUPEES, WALLET_MESSAGES };

export const topUpAmountSchema = z
  .number({ error: WALLET_MESSAGES.amountRequired })
  .int(WALLET_MESSAGES.amountWhole)
  .min(TOPUP_MIN_RUPEES, WALLET_MESSAGES.amountMin)
  .max(TOPUP_MAX_RUPEES, WALLET_MESSAGES.amountMax);

export const createTopUpSchema = z.strictObject({ amountRupees: topUpAmountSchema });
export type CreateTopUp = z.infer<typeof createTopUpSchema>;

const providerId = z.string().trim().min(1).max(100);

/**
 * What a checkout hands back (Razorpay Checkout's razorpay_order_id, razorpay_payment_id and
 * razorpay_signature). Strict: an amount or anything else in it is refused, since the amount
 * credited is the order's own.
 */
export const confirmTopUpSchema = z.strictObject({
  orderId: providerId,
  paymentId: providerId,
  signature: z.string().trim().regex(/^[0-9a-f]{64}$/i, WALLET_MESSAGES.badSignature),
});
export type ConfirmTopUp = z.infer<typeof confirmTopUpSchema>;

export const TEST_PAYMENT_METHODS = ["upi", "card", "netbanking"] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

/** The test checkout page: which way the payer "paid" and whether it went through. */
export const testPaymentSchema = z.strictObject({
  orderId: providerId,
  method: z.enum(TEST_PAYMENT_METHODS, { error: "Choose UPI, card or net banking" }),
  outcome: z.enum(["success", "failure"], { error: "Choose success or failure" }),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;

export const transactionsQuerySchema = z.object({
  cursor: z.string().regex(/^[1-9][0-9]{0,17}$/, "Invalid page cursor").optional(),
  account: z.enum(["main", "earnings"]).default("main"),
});

export const rupeesToPaise = (rupees: number) => rupees * PAISE_PER_RUPEE;
