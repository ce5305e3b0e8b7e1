/**
 * /api/payouts: an expert's payout account — where their earnings are paid. Setting it needs the
 * current password, is verified through the payment provider, stored with the account number
 * sealed (lib/secret-box.ts) and shown masked, audited, and starts a wait before it can be paid
 * (docs/product.md#payout-account).
 */
import { Hono } from "hono";
import {
  AUTO_PAYOUT_MESSAGES,
  autoPayoutsSchema,
  PAYOUT_ACCOUNT_COOLING_HOURS,
  PAYOUT_MESSAGES,
  PAYOUT_MIN_PAISE,
  PAYOUT_REQUEST_MESSAGES,
  PAYOUT_REQUESTS_PER_DAY,
  TEST_PAYOUT_LABEL,
  payoutAccountCooling,
  payoutAccountSchema,
  payoutsQuerySchema,
} from "@expertconnect/shared/schemas/payouts";
import { errorBody } from "../../lib/errors.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { requestPayout, settlePayout } from "./payouts.money.ts";
import { listPayouts } from "./payouts.queries.ts";
import { findPayout, toPayoutView } from "./payouts.money.ts";

const listPayoutForWebhook = async (db: Deps["db"], id: string) => {
  const row = await findPayout(db, id);
  return row ? toPayoutView(row) : null;
};
import { parsePayoutEvent } from "./payouts.webhook.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, badRequest, conflict, isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createSecretBox, secretBoxKey } from "../../lib/secret-box.ts";
import { expertUserExists, payoutAccountOf, savePayoutAccount, setAutoPayouts, type SavedAccount } from "./payouts.queries.ts";

export const PAYOUT_WEBHOOK_PATH = "/api/payouts/webhook";

export function createPayoutRoutes({ db, auth, config, logger, payments, jobs }: Deps) {
  const box = createSecretBox(secretBoxKey(config));
  const ownExpert = async (userId: string) => {
    if (!(await expertUserExists(db, userId))) throw notFound(PAYOUT_MESSAGES.notAnExpert);
  };

  return new Hono<AppEnv>()
    .get("/account", requireAuth, async (c) => {
      const userId = c.get("user").id;
      await ownExpert(userId);
      return c.json({
        account: await payoutAccountOf(db, userId),
        coolingHours: PAYOUT_ACCOUNT_COOLING_HOURS,
        // the built-in test provider verifies accounts without a bank: the form says so
        testLabel: payments?.name === "test" ? TEST_PAYOUT_LABEL : null,
      });
    })
    .put("/account", requireAuth, validate("json", payoutAccountSchema), async (c) => {
      const user = c.get("user");
      const input = c.req.valid("json");
      await ownExpert(user.id);
      try {
        await auth.api.verifyPassword({ body: { password: input.password }, headers: c.req.raw.headers });
      } catch {
        throw badRequest(PAYOUT_MESSAGES.wrongPassword, [{ path: "password", message: PAYOUT_MESSAGES.wrongPassword }]);
      }
      if (!payments) throw new ApiError(503, PAYOUT_MESSAGES.unavailable);
      const details =
        input.method === "bank"
          ? { method: "bank" as const, holderName: input.holderName, accountNumber: input.accountNumber, ifsc: input.ifsc }
          : { method: "upi" as const, upiId: input.upiId };
      let verified: Awaited<ReturnType<typeof payments.verifyPayoutAccount>>;
      try {
        verified = await payments.verifyPayoutAccount(details);
      } catch (err) {
        // The account's details stay out of the log: only who asked and the provider's error.
        logger.error({ err, provider: payments.name, userId: user.id }, "payout account could not be verified");
        throw new ApiError(503, PAYOUT_MESSAGES.unavailable);
      }
      if (!verified.ok) throw new ApiError(422, PAYOUT_MESSAGES.verificationFailed);
      const saved: SavedAccount =
        input.method === "bank"
          ? {
              method: "bank",
              holderName: input.holderName,
              accountNumberSealed: box.seal(input.accountNumber),
              accountLast4: input.accountNumber.slice(-4),
              ifsc: input.ifsc,
              providerRef: verified.ref,
            }
          : { method: "upi", upiId: input.upiId, providerRef: verified.ref };
      const result = await savePayoutAccount(db, { id: user.id, email: user.email }, saved);
      if (!result.ok) return quotaRefused(c, result.refusal);
      return c.json({ account: result.account });
    })
    // "Automatic weekly payouts" on or off (docs/product.md#automatic-weekly-payouts); needs a payout account.
    .put("/auto", requireAuth, validate("json", autoPayoutsSchema), async (c) => {
      const userId = c.get("user").id;
      await ownExpert(userId);
      const on = c.req.valid("json").on;
      if (!(await setAutoPayouts(db, userId, on))) throw conflict(AUTO_PAYOUT_MESSAGES.noAccount);
      return c.json({ autoPayouts: on });
    })
    // The expert's payouts, newest first (docs/product.md#payouts).
    .get("/", requireAuth, validate("query", payoutsQuerySchema), async (c) => {
      const userId = c.get("user").id;
      await ownExpert(userId);
      const raw = c.req.valid("query").cursor;
      const cursor = raw ? decodeTimeCursor(raw) : null;
      if (raw && !cursor) throw badRequest("Invalid cursor");
      return c.json({ ...(await listPayouts(db, userId, cursor)), minPaise: PAYOUT_MIN_PAISE, requestsPerDay: PAYOUT_REQUESTS_PER_DAY });
    })
    // A payout of the whole available amount; the provider is asked by the payout-send job.
    .post("/", requireAuth, async (c) => {
      const userId = c.get("user").id;
      await ownExpert(userId);
      const result = await requestPayout(db, jobs, userId);
      if (result.ok) return c.json({ payout: result.payout }, 201);
      switch (result.kind) {
        case "no_account":
          throw conflict(PAYOUT_REQUEST_MESSAGES.noAccount);
        case "held":
          throw conflict(PAYOUT_REQUEST_MESSAGES.held);
        // only the weekly run asks with a week, so "already_this_week" is not answered here
        case "below_minimum":
        case "already_this_week":
          throw conflict(PAYOUT_REQUEST_MESSAGES.belowMinimum);
        case "cooling":
          return c.json(errorBody(payoutAccountCooling(result.retryAfterSeconds)), 409, { "Retry-After": String(result.retryAfterSeconds) });
        case "quota":
          return quotaRefused(c, result.refusal);
      }
    })
    // The provider's report of a payout; no session. Signed over the raw body like the top-up
    // webhook; 200 once handled (also when already handled), so the provider stops retrying.
    .post("/webhook", async (c) => {
      const raw = await c.req.text();
      if (!payments?.verifyPayoutWebhook(raw, c.req.header("x-razorpay-signature"))) {
        logger.warn({ provider: payments?.name ?? null }, "payout webhook refused: bad or missing signature");
        throw badRequest("Invalid webhook signature");
      }
      const event = parsePayoutEvent(raw);
      if (!event) throw badRequest("Unreadable webhook event");
      if (event.type === "ignored") return c.json({ received: true, handled: false });
      const id = event.referenceId && isUuid(event.referenceId) ? event.referenceId : null;
      const payout = id ? (await listPayoutForWebhook(db, id)) : null;
      if (!payout) {
        logger.warn({ providerPayoutId: event.providerPayoutId }, "webhook for an unknown payout");
        return c.json({ received: true, handled: false });
      }
      if (payout.amountPaise !== event.amountPaise) {
        logger.error({ payoutId: payout.id, reported: event.amountPaise, expected: payout.amountPaise }, "payout webhook amount differs from the payout");
        throw new ApiError(422, "The payout's amount does not match");
      }
      const result = await settlePayout(db, payout.id, event.outcome, { providerPayoutId: event.providerPayoutId, failureReason: event.failureReason });
      return c.json({ received: true, handled: true, moved: result.status === "moved" });
    });
}
