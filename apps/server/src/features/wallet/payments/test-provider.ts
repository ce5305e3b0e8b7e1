/**
 * The built-in test provider (the default): no real money. It behaves like Razorpay on the wire:
 * order ids, `order_id|payment_id` signatures and payment.captured / payment.failed webhooks in
 * Razorpay's shape, signed with keys derived from the auth secret, so the app's real confirm and
 * webhook code runs against it.
 */
import { randomBytes } from "node:crypto";
import { TEST_FAILING_ACCOUNT_NUMBER, TEST_FAILING_UPI_ID } from "@expertconnect/shared/schemas/payouts";
import type { TestPaymentMethod } from "@expertconnect/shared/schemas/wallet";
import type { PaymentProvider } from "./provider.ts";
import { hmacHex, paymentMessage, signatureMatches } from "./signature.ts";

export interface SimulatedPayment {
  paymentId: string;
  /** the checkout's signature: only for a payment that went through */
  signature: string | null;
  /** the webhook the provider sends about it, and its X-Razorpay-Signature */
  webhook: { body: string; signature: string };
}

export interface TestProvider extends PaymentProvider {
  name: "test";
  /** A payout's webhook as RazorpayX sends it (payout.processed / failed / reversed), signed. */
  payoutWebhook(payout: { id: string; providerPayoutId: string | null; amountPaise: number }, event: "payout.processed" | "payout.failed" | "payout.reversed"): { body: string; signature: string };
  /** What the test checkout's "Pay" does at the provider: makes the payment and its proofs. */
  simulatePayment(order: { providerOrderId: string; amountPaise: number }, method: TestPaymentMethod, outcome: "success" | "failure"): SimulatedPayment;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;

export function createTestProvider(authSecret: string, now: () => number = Date.now): TestProvider {
  const keySecret = hmacHex(authSecret, "test-payments:key-secret");
  const webhookSecret = hmacHex(authSecret, "test-payments:webhook-secret");
  return {
    name: "test",
    publicKey: null,
    webhooksEnabled: true,
    createOrder: () => Promise.resolve({ providerOrderId: randomId("order_test") }),
    verifyPayment: ({ orderId, paymentId, signature }) => signatureMatches(keySecret, paymentMessage(orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(webhookSecret, rawBody, signature),
    // "Test payout — no real money": every account verifies except the documented failing ones.
    verifyPayoutAccount: (account) =>
      Promise.resolve(
        (account.method === "bank" ? account.accountNumber === TEST_FAILING_ACCOUNT_NUMBER : account.upiId.toLowerCase() === TEST_FAILING_UPI_ID)
          ? { ok: false as const }
          : { ok: true as const, ref: randomId("fa_test") },
      ),
    // "Test payout — no real money": paid at once. The id follows from the idempotency key, so the
    // same payout asked again (a retried job) is the same payout, as RazorpayX answers it.
    createPayout: ({ idempotencyKey }) =>
      Promise.resolve({ providerPayoutId: `pout_test_${hmacHex(keySecret, `payout:${idempotencyKey}`).slice(0, 14)}`, status: "processed" as const }),
    // every test payout is paid as soon as it is made
    getPayout: ({ providerPayoutId }) => Promise.resolve({ providerPayoutId, status: "processed" as const }),
    verifyPayoutWebhook: (rawBody, signature) => signatureMatches(webhookSecret, rawBody, signature),
    payoutWebhook(payout, event) {
      const status = event.slice("payout.".length);
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_test",
        event,
        contains: ["payout"],
        payload: {
          payout: {
            entity: {
              id: payout.providerPayoutId ?? `pout_test_${hmacHex(keySecret, `payout:${payout.id}`).slice(0, 14)}`,
              entity: "payout",
              amount: payout.amountPaise,
              currency: "INR",
              status,
              reference_id: payout.id,
              failure_reason: status === "processed" ? null : "Test payout — the bank returned it",
              created_at: Math.floor(now() / 1000),
            },
          },
        },
        created_at: Math.floor(now() / 1000),
      });
      return { body, signature: hmacHex(webhookSecret, body) };
    },
    simulatePayment(order, method, outcome) {
      const paymentId = randomId("pay_test");
      const paid = outcome === "success";
      const event = paid ? "payment.captured" : "payment.failed";
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_test",
        event,
        contains: ["payment"],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: "payment",
              amount: order.amountPaise,
              currency: "INR",
              status: paid ? "captured" : "failed",
              order_id: order.providerOrderId,
              method,
              captured: paid,
              created_at: Math.floor(now() / 1000),
            },
          },
        },
        created_at: Math.floor(now() / 1000),
      });
      return {
        paymentId,
        signature: paid ? hmacHex(keySecret, paymentMessage(order.providerOrderId, paymentId)) : null,
        webhook: { body, signature: hmacHex(webhookSecret, body) },
      };
    },
  };
}

export const isTestProvider = (provider: PaymentProvider): provider is TestProvider => provider.name === "test";
