/**
 * How top-ups are paid. Two providers share one path: the server creates an order, the payer pays
 * on the provider's checkout, and the payment is proved either by the checkout's signature
 * (confirm) or by the provider's signed webhook; both lead to the same one-time credit.
 */
import type { Config } from "../../../config.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";
import { createTestProvider } from "./test-provider.ts";

export type ProviderName = "test" | "razorpay";

export interface PaymentProvider {
  readonly name: ProviderName;
  /** the public key the browser's checkout needs (Razorpay's key id); null for the test provider */
  readonly publicKey: string | null;
  /** whether a webhook secret is configured; without one every webhook is refused */
  readonly webhooksEnabled: boolean;
  /** Creates the provider's order for `amountPaise` and returns its id. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ providerOrderId: string }>;
  /** Checks the checkout's signature over `order_id|payment_id`. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks a webhook's signature over its raw body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
}

/**
 * The configured provider (config.ts resolves PAYMENT_PROVIDER and its default), or null when
 * payments are off: then adding money is refused and the wallet says payments are not set up.
 */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.PAYMENT_PROVIDER === "none") return null;
  if (config.PAYMENT_PROVIDER === "razorpay" && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return createTestProvider(config.BETTER_AUTH_SECRET);
}
