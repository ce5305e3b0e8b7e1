/** Razorpay: orders through the official SDK; payments and webhooks proved by their HMAC signatures. */
import Razorpay from "razorpay";
import type { PaymentProvider } from "./provider.ts";
import { createRazorpayXPayouts, type RazorpayXOptions } from "./razorpayx.ts";
import { paymentMessage, signatureMatches } from "./signature.ts";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** the API's origin; tests point it at a local server replaying recorded answers */
  apiUrl?: string;
  /** RazorpayX, for payouts: without it accounts and payouts are refused (the provider cannot be asked) */
  payouts?: Pick<RazorpayXOptions, "accountNumber" | "validateAccounts" | "fetch" | "validationWaitMs" | "validationPollMs" | "sleep"> & {
    /** the secret set on the RazorpayX webhook; the top-ups' webhook secret when unset */
    webhookSecret?: string;
  };
}

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider & { sdk: Razorpay } {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK fixes its host; its axios instance is the one place to change it.
  if (options.apiUrl) (sdk.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = options.apiUrl;
  const payouts = options.payouts ? createRazorpayXPayouts({ keyId: options.keyId, keySecret: options.keySecret, apiUrl: options.apiUrl, ...options.payouts }) : null;
  const payoutWebhookSecret = options.payouts?.webhookSecret ?? options.webhookSecret;
  return {
    sdk,
    name: "razorpay",
    publicKey: options.keyId,
    webhooksEnabled: Boolean(options.webhookSecret),
    async createOrder({ amountPaise, receipt, notes }) {
      // The SDK passes a fractional amount on: only whole paise reach it.
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError("amountPaise must be a positive integer");
      const order = await sdk.orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
      if (typeof order?.id !== "string" || Number(order.amount) !== amountPaise) {
        throw new Error("Razorpay answered the order request with an unexpected order");
      }
      return { providerOrderId: order.id };
    },
    verifyPayment: ({ orderId, paymentId, signature }) => signatureMatches(options.keySecret, paymentMessage(orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => Boolean(options.webhookSecret) && signatureMatches(options.webhookSecret!, rawBody, signature),
    ...(payouts ?? {
      // Without RAZORPAYX_ACCOUNT_NUMBER: saying so is better than pretending to verify or pay.
      verifyPayoutAccount: () => Promise.reject(new Error("RazorpayX payouts are not set up (RAZORPAYX_ACCOUNT_NUMBER)")),
      createPayout: () => Promise.reject(new Error("RazorpayX payouts are not set up (RAZORPAYX_ACCOUNT_NUMBER)")),
      getPayout: () => Promise.reject(new Error("RazorpayX payouts are not set up (RAZORPAYX_ACCOUNT_NUMBER)")),
    }),
    verifyPayoutWebhook: (rawBody, signature) => Boolean(payoutWebhookSecret) && signatureMatches(payoutWebhookSecret!, rawBody, signature),
  };
}
