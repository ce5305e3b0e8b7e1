/**
 * How top-ups are paid, as an interface: the composition root builds the configured provider
 * (features/wallet/payments/provider.ts) and hands it to the features through Deps. The server
 * creates an order, the payer pays on the provider's checkout, and the payment is proved either by
 * the checkout's signature (confirm) or by the provider's signed webhook; both lead to the same
 * one-time credit.
 */
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
  /**
   * Checks that a payout account exists and can be paid (RazorpayX's fund-account validation):
   * its reference at the provider, or `ok: false` when the bank says no. Throws when the provider
   * cannot be asked (not set up, unreachable).
   */
  verifyPayoutAccount(account: PayoutAccountDetails): Promise<{ ok: true; ref: string } | { ok: false }>;
  /**
   * Sends a payout to a verified account (RazorpayX's POST /payouts). `idempotencyKey` is the
   * payout's own id: asked again with it, the provider answers the payout it already made rather than
   * paying twice. Throws when the provider cannot be asked (the job retries with the same key).
   */
  createPayout(input: { idempotencyKey: string; amountPaise: number; accountRef: string; method: "bank" | "upi" }): Promise<PayoutAnswer>;
  /** The provider's current word on a payout it answered before (RazorpayX's GET /payouts/:id); throws when it cannot be asked. */
  getPayout(input: { providerPayoutId: string }): Promise<PayoutAnswer>;
  /** Checks a payout webhook's signature over its raw body (RazorpayX's webhooks may have their own secret). */
  verifyPayoutWebhook(rawBody: string, signature: string | undefined): boolean;
}

/** The provider's word on a payout: still on its way, paid, refused or returned after paying (with its reason). */
export interface PayoutAnswer {
  providerPayoutId: string;
  status: "processing" | "processed" | "failed" | "reversed";
  failureReason?: string | null;
}

export type PayoutAccountDetails = { method: "bank"; holderName: string; accountNumber: string; ifsc: string } | { method: "upi"; upiId: string };
