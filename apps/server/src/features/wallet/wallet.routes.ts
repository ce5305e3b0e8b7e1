/**
 * /api/wallet: the caller's balance and transactions, adding money (order → payment → confirm or
 * webhook → one credit), the provider's webhook, and the test provider's checkout.
 */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import {
  confirmTopUpSchema,
  createTopUpSchema,
  rupeesToPaise,
  testPaymentSchema,
  TOPUP_MAX_RUPEES,
  TOPUP_MIN_RUPEES,
  transactionsQuerySchema,
  WALLET_MESSAGES,
} from "@expertconnect/shared/schemas/wallet";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, badRequest, conflict, isUuid, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { isTestProvider } from "./payments/test-provider.ts";
import { parseWebhookEvent } from "./payments/webhook-event.ts";
import { creditTopUp, findUserOrder, insertOrder, listTransactions, markOrderFailed, walletBalances } from "./wallet.queries.ts";

export const WEBHOOK_PATH = "/api/wallet/webhook";

export function createWalletRoutes({ db, config, logger, payments }: Deps) {
  /** The provider, or a 409 saying payments are off (PAYMENT_PROVIDER=none, production's default). */
  const active = () => {
    if (!payments) throw conflict(WALLET_MESSAGES.paymentsOff);
    return payments;
  };

  return (
    new Hono<AppEnv>()
      .get("/", requireAuth, async (c) => {
        const balances = await walletBalances(db, c.get("user").id);
        return c.json({
          ...balances,
          currency: "INR" as const,
          topUp: { minRupees: TOPUP_MIN_RUPEES, maxRupees: TOPUP_MAX_RUPEES },
          // null: payments are off, and the wallet says so instead of offering Add Money.
          provider: payments ? { name: payments.name, keyId: payments.publicKey } : null,
        });
      })
      .get("/transactions", requireAuth, validate("query", transactionsQuerySchema), async (c) => {
        const { cursor, account } = c.req.valid("query");
        return c.json(await listTransactions(db, c.get("user").id, account, cursor));
      })
      .post("/top-ups", requireAuth, validate("json", createTopUpSchema), async (c) => {
        const provider = active();
        const amountPaise = rupeesToPaise(c.req.valid("json").amountRupees);
        const user = c.get("user");
        const id = randomUUID();
        let providerOrderId: string;
        try {
          ({ providerOrderId } = await provider.createOrder({ amountPaise, receipt: id, notes: { userId: user.id } }));
        } catch (err) {
          logger.error({ err, provider: provider.name }, "payment provider refused to create an order");
          throw new ApiError(503, "Payments are unavailable right now. Please try again in a few minutes.");
        }
        const order = await insertOrder(db, { id, userId: user.id, provider: provider.name, providerOrderId, amountPaise });
        return c.json({ ...order, keyId: provider.publicKey }, 201);
      })
      .get("/top-ups/:id", requireAuth, async (c) => {
        const id = c.req.param("id");
        const order = isUuid(id) ? await findUserOrder(db, c.get("user").id, { id }) : null;
        if (!order) throw notFound(WALLET_MESSAGES.orderNotFound);
        return c.json(order);
      })
      // The checkout's proof of payment; the amount credited is the order's, never the client's.
      .post("/top-ups/confirm", requireAuth, validate("json", confirmTopUpSchema), async (c) => {
        const provider = active();
        const { orderId, paymentId, signature } = c.req.valid("json");
        const userId = c.get("user").id;
        const order = await findUserOrder(db, userId, { provider: provider.name, providerOrderId: orderId });
        if (!order) throw notFound(WALLET_MESSAGES.orderNotFound);
        if (!provider.verifyPayment({ orderId, paymentId, signature })) throw badRequest(WALLET_MESSAGES.badSignature);
        const result = await creditTopUp(db, { provider: provider.name, providerOrderId: orderId, providerPaymentId: paymentId, userId });
        if (result.status === "not_found" || result.status === "amount_mismatch") throw notFound(WALLET_MESSAGES.orderNotFound);
        const { balancePaise } = await walletBalances(db, userId);
        return c.json({ order: result.order, credited: result.status === "credited", balancePaise });
      })
      // The provider's report; no session. Signed over the raw body; answered 200 when handled
      // (also when already handled), so the provider stops retrying.
      .post("/webhook", async (c) => {
        const raw = await c.req.text();
        const provider = payments;
        if (!provider?.webhooksEnabled || !provider.verifyWebhook(raw, c.req.header("x-razorpay-signature"))) {
          logger.warn({ provider: provider?.name ?? null }, "webhook refused: bad or missing signature");
          throw badRequest("Invalid webhook signature");
        }
        const event = parseWebhookEvent(raw);
        if (!event) throw badRequest("Unreadable webhook event");
        if (event.type === "ignored") return c.json({ received: true, handled: false });
        if (event.type === "failed") {
          await markOrderFailed(db, provider.name, event.orderId);
          return c.json({ received: true, handled: true });
        }
        const result = await creditTopUp(db, {
          provider: provider.name,
          providerOrderId: event.orderId,
          providerPaymentId: event.paymentId,
          method: event.method,
          reportedAmountPaise: event.amountPaise,
        });
        if (result.status === "not_found") {
          // An order this app did not make (another integration on the same account): nothing to credit.
          logger.warn({ orderId: event.orderId }, "webhook for an unknown order");
          return c.json({ received: true, handled: false });
        }
        if (result.status === "amount_mismatch") {
          logger.error({ orderId: event.orderId, reported: event.amountPaise, expected: result.order.amountPaise }, "webhook amount differs from the order");
          throw new ApiError(422, WALLET_MESSAGES.amountMismatch);
        }
        return c.json({ received: true, handled: true, credited: result.status === "credited" });
      })
      // The test provider's checkout ("Test payment — no real money"): the payer's choice becomes a
      // payment at the provider, which signs a confirmation for the browser and sends its webhook.
      .post("/test-checkout/pay", requireAuth, validate("json", testPaymentSchema), async (c) => {
        const provider = payments;
        if (!provider || !isTestProvider(provider)) throw notFound(WALLET_MESSAGES.testProviderOff);
        const { orderId, method, outcome } = c.req.valid("json");
        const order = await findUserOrder(db, c.get("user").id, { provider: "test", providerOrderId: orderId });
        if (!order) throw notFound(WALLET_MESSAGES.orderNotFound);
        if (order.status === "paid") throw conflict(WALLET_MESSAGES.orderPaid);
        const payment = provider.simulatePayment(order, method, outcome);
        try {
          const res = await fetch(new URL(WEBHOOK_PATH, config.PUBLIC_URL), {
            method: "POST",
            headers: { "content-type": "application/json", "x-razorpay-signature": payment.webhook.signature },
            body: payment.webhook.body,
          });
          if (!res.ok) logger.warn({ status: res.status, orderId }, "test provider's webhook was refused");
        } catch (err) {
          // As with a real provider, the checkout's confirmation still arrives without the webhook.
          logger.warn({ err, orderId }, "test provider's webhook could not be delivered");
        }
        return c.json({
          orderId,
          paymentId: payment.paymentId,
          signature: payment.signature,
          status: outcome === "success" ? ("captured" as const) : ("failed" as const),
        });
      })
  );
}

export type WalletRoutes = ReturnType<typeof createWalletRoutes>;
