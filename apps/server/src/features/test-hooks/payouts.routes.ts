/**
 * Test-only (TEST_HOOKS=true): what the test payment provider's payouts need in a browser test. Ends
 * the wait of the caller's new payout account, and makes the provider report one of the caller's
 * payouts processed, failed or reversed: it signs the webhook RazorpayX would send and posts it to the
 * app's real webhook endpoint, so the same code runs as for a real report.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { testPayoutEventSchema } from "@expertconnect/shared/schemas/payouts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { isUuid, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { isTestProvider } from "../wallet/payments/test-provider.ts";
import { findPayout } from "../payouts/payouts.money.ts";
import { PAYOUT_WEBHOOK_PATH } from "../payouts/payouts.routes.ts";

export function createPayoutHooks({ db, config, payments }: Pick<Deps, "db" | "config" | "payments">) {
  return new Hono<AppEnv>()
    .post("/payouts/account/payable", requireAuth, async (c) => {
      await db.execute(sql`update payout_accounts set payable_from = now() - interval '1 second' where user_id = ${c.get("user").id}`);
      return c.json({ payable: true });
    })
    .post("/payouts/:id/event", requireAuth, validate("json", testPayoutEventSchema), async (c) => {
      const id = c.req.param("id");
      const payout = isUuid(id) ? await findPayout(db, id) : null;
      if (!payout || payout.user_id !== c.get("user").id || !payments || !isTestProvider(payments)) throw notFound("Payout not found");
      const hook = payments.payoutWebhook(
        { id: payout.id, providerPayoutId: payout.provider_payout_id, amountPaise: Number(payout.amount_paise) },
        c.req.valid("json").event,
      );
      const res = await fetch(new URL(PAYOUT_WEBHOOK_PATH, config.PUBLIC_URL), {
        method: "POST",
        headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature },
        body: hook.body,
      });
      return c.json({ delivered: res.ok, answer: await res.json() });
    });
}
