/**
 * /api/payouts: an expert's payout account — where their earnings are paid. Setting it needs the
 * current password, is verified through the payment provider, stored with the account number
 * sealed (lib/secret-box.ts) and shown masked, audited, and starts a wait before it can be paid
 * (docs/product.md#payout-account).
 */
import { Hono } from "hono";
import { PAYOUT_ACCOUNT_COOLING_HOURS, PAYOUT_MESSAGES, TEST_PAYOUT_LABEL, payoutAccountSchema } from "@expertconnect/shared/schemas/payouts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, badRequest, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createSecretBox, secretBoxKey } from "../../lib/secret-box.ts";
import { expertUserExists, payoutAccountOf, savePayoutAccount, type SavedAccount } from "./payouts.queries.ts";

export function createPayoutRoutes({ db, auth, config, logger, payments }: Deps) {
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
    });
}
