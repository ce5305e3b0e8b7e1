/**
 * How top-ups are paid. Two providers share one path: the server creates an order, the payer pays
 * on the provider's checkout, and the payment is proved either by the checkout's signature
 * (confirm) or by the provider's signed webhook; both lead to the same one-time credit.
 */
import type { Config } from "../../../config.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";
import { createTestProvider } from "./test-provider.ts";
import type { PaymentProvider } from "../../../lib/payment-provider.ts";

export type { PaymentProvider, ProviderName } from "../../../lib/payment-provider.ts";

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
      apiUrl: config.RAZORPAY_API_URL,
      payouts: config.RAZORPAYX_ACCOUNT_NUMBER
        ? {
            accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER,
            webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET,
            validateAccounts: config.RAZORPAYX_VALIDATE_ACCOUNTS,
          }
        : undefined,
    });
  }
  return createTestProvider(config.BETTER_AUTH_SECRET);
}
