/**
 * The `payout-send` job: asks the provider to pay a requested payout, with the payout's id as the
 * idempotency key, and records its answer. Run by the job queue, so a crash between the request and
 * the answer is retried with the same key: the provider pays once, and settlePayout moves once.
 */
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PaymentProvider, PayoutAnswer } from "../../lib/payment-provider.ts";
import { findPayout, settlePayout, type PayoutOutcome } from "./payouts.money.ts";

/** The provider's answer as the move it makes. */
export const outcomeOf = (answer: PayoutAnswer): PayoutOutcome =>
  answer.status === "processed" ? "paid" : answer.status === "processing" ? "processing" : answer.status;

export async function sendPayout(deps: { db: Db; payments: PaymentProvider | null; logger?: Logger }, payoutId: string): Promise<void> {
  const payout = await findPayout(deps.db, payoutId);
  // Already answered (a webhook came first, or this is a retry after the answer was recorded).
  if (!payout || (payout.status !== "requested" && payout.status !== "processing")) return;
  if (!deps.payments) throw new Error("payments are off: the payout waits for a provider");
  const answer = await deps.payments.createPayout({
    idempotencyKey: payout.id,
    amountPaise: Number(payout.amount_paise),
    accountRef: payout.account_ref,
    method: payout.method,
  });
  const outcome = outcomeOf(answer);
  const result = await settlePayout(deps.db, payout.id, outcome, { providerPayoutId: answer.providerPayoutId, failureReason: answer.failureReason ?? null });
  deps.logger?.info({ payoutId, providerPayoutId: answer.providerPayoutId, status: result.status === "not_found" ? null : result.payout.status }, "payout sent to the provider");
}
