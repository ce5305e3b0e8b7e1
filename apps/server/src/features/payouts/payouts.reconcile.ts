/**
 * Payouts the provider has not settled in time (docs/product.md#payouts): a webhook lost, or an
 * instance killed between asking the provider and recording its answer. A scheduled job asks again:
 * a payout with no answer recorded is sent again with its own idempotency key (the provider answers
 * the payout it already made, or makes it once), and one in `processing` is looked up by the
 * provider's id. Either answer goes through settlePayout — the webhook's path — whose conditional
 * UPDATE moves a payout once however many instances, runs and webhooks say the same.
 */
import { sql } from "drizzle-orm";
import { rows, type Db } from "../../db/client.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { scheduleEveryHour } from "../../lib/jobs/schedule.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PaymentProvider } from "../../lib/payment-provider.ts";
import { settlePayout } from "./payouts.money.ts";
import { outcomeOf, sendPayout } from "./payouts.send.ts";

/** Payouts looked at in one run, oldest first; the next run takes the rest. */
export const RECONCILE_BATCH = 200;

export interface ReconcileResult {
  asked: number;
  moved: number;
  failed: number;
}

export async function reconcilePayouts(
  deps: { db: Db; payments: PaymentProvider | null; logger?: Logger },
  { staleSeconds, batch = RECONCILE_BATCH }: { staleSeconds: number; batch?: number },
): Promise<ReconcileResult> {
  const result: ReconcileResult = { asked: 0, moved: 0, failed: 0 };
  if (!deps.payments) return result;
  const stale = await rows<{ id: string; status: string; provider_payout_id: string | null }>(
    deps.db,
    sql`select id, status, provider_payout_id from payouts
        where status in ('requested', 'processing') and updated_at < now() - make_interval(secs => ${staleSeconds})
        order by updated_at limit ${batch}`,
  );
  for (const payout of stale) {
    result.asked++;
    try {
      if (!payout.provider_payout_id) {
        // No answer was recorded: the same request again, with the same key.
        const before = payout.status;
        await sendPayout(deps, payout.id);
        const [after] = await rows<{ status: string }>(deps.db, sql`select status from payouts where id = ${payout.id}`);
        if (after?.status !== before) result.moved++;
        continue;
      }
      const answer = await deps.payments.getPayout({ providerPayoutId: payout.provider_payout_id });
      const settled = await settlePayout(deps.db, payout.id, outcomeOf(answer), { providerPayoutId: answer.providerPayoutId, failureReason: answer.failureReason ?? null });
      if (settled.status === "moved") {
        result.moved++;
        deps.logger?.info({ payoutId: payout.id, status: settled.payout.status }, "payout settled by asking the provider");
      }
    } catch (err) {
      // One payout the provider cannot answer about does not stop the others; the next run asks again.
      result.failed++;
      deps.logger?.warn({ err, payoutId: payout.id }, "payout status could not be asked");
    }
  }
  if (result.asked) deps.logger?.info({ ...result }, "stale payouts asked about");
  return result;
}

/**
 * Queues a run now and every `everySeconds`, one per time slot however many instances ask (the
 * slot is the singleton key). Stopped by the process entry.
 */
export function startPayoutReconcileSchedule(jobs: Pick<JobQueue, "enqueue">, logger: Logger, everySeconds: number): { stop(): void } {
  const everyMs = everySeconds * 1000;
  return scheduleEveryHour(
    () => jobs.enqueue("payouts-reconcile", {}, { singletonKey: `payouts-reconcile:${Math.floor(Date.now() / everyMs)}` }).then(() => undefined),
    logger,
    "payout reconcile not scheduled",
    everyMs,
  );
}
