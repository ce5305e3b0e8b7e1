/**
 * Automatic weekly payouts (docs/product.md#automatic-weekly-payouts): every Monday at 10:00 IST a
 * job asks, for each expert who turned them on, for a payout of everything available — through
 * requestPayout, the same write as the "Request payout" button, with the run's week. The week makes
 * it idempotent: one automatic payout per expert a week, however often or on however many
 * instances the job runs (requestPayout checks it under the account's lock; a unique index backs it).
 */
import { sql } from "drizzle-orm";
import { notice, type Notice } from "../../lib/i18n/notices.ts";
import { PAYOUT_MIN_PAISE } from "@expertconnect/shared/schemas/payouts";
import { rows, type Db } from "../../db/client.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { requestPayout, WALLET_PATH } from "./payouts.money.ts";
import { scheduleEveryHour } from "../../lib/jobs/schedule.ts";

/** Monday 10:00 in India (UTC+5:30, no daylight saving) is Monday 04:30 UTC. */
const RUN_UTC_MINUTES = 4 * 60 + 30;
const MONDAY = 1;

/** The first Monday 10:00 IST after `now`. */
export function nextWeeklyPayoutAt(now: number): Date {
  const at = new Date(now);
  at.setUTCHours(0, RUN_UTC_MINUTES, 0, 0);
  at.setUTCDate(at.getUTCDate() + ((MONDAY - at.getUTCDay() + 7) % 7));
  if (at.getTime() <= now) at.setUTCDate(at.getUTCDate() + 7);
  return at;
}

/** A run's week: the date of its Monday (in IST, which at 10:00 IST is also the UTC date). */
export const weekOf = (runAt: Date) => runAt.toISOString().slice(0, 10);

/**
 * Queues the next Monday's run. Called at start and every hour by each instance: the key (the
 * week) lets one job wait per week however many instances ask.
 */
export async function scheduleWeeklyPayouts(jobs: Pick<JobQueue, "enqueue">, now: number): Promise<void> {
  const at = nextWeeklyPayoutAt(now);
  await jobs.enqueue("payouts-weekly", { week: weekOf(at) }, { startAfter: at, singletonKey: `payouts-weekly:${weekOf(at)}` });
}

/** Schedules the weekly run now and hourly; stopped by the process entry. */
export function startWeeklyPayoutSchedule(jobs: Pick<JobQueue, "enqueue">, logger: Logger, everyMs = 60 * 60 * 1000): { stop(): void } {
  return scheduleEveryHour(() => scheduleWeeklyPayouts(jobs, Date.now()), logger, "weekly payouts not scheduled", everyMs);
}

/** Experts read at once, and their requests made side by side (each its own transaction). */
export const WEEKLY_BATCH = 500;
export const WEEKLY_CONCURRENCY = 4;

export interface WeeklyRunResult {
  requested: number;
  skipped: number;
  failed: number;
  /** experts told their payout was not made (a hold, or an account in its wait) */
  told: number;
}

/**
 * The week's run: the experts with automatic payouts on whose account is past its wait, not held,
 * with at least the minimum in earnings and no automatic payout yet this week, in batches by id;
 * requestPayout decides each one (the available amount, the day's quota) exactly as for the button.
 * One expert's failure is logged and the others go on.
 */
export async function runWeeklyPayouts(
  deps: { db: Db; jobs: JobQueue; logger?: Logger; push?: boolean },
  week: string,
  { batch = WEEKLY_BATCH, concurrency = WEEKLY_CONCURRENCY } = {},
): Promise<WeeklyRunResult> {
  const result: WeeklyRunResult = { requested: 0, skipped: 0, failed: 0, told: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const due = await rows<{ user_id: string }>(
      deps.db,
      sql`select a.user_id from payout_accounts a
          join experts x on x.user_id = a.user_id
          join wallets w on w.user_id = a.user_id and w.kind = 'earnings'
          where a.auto_payouts and a.user_id > ${after}::uuid and a.payable_from <= now() and w.balance_paise >= ${PAYOUT_MIN_PAISE}
            and not exists (select 1 from payout_holds h where h.user_id = a.user_id)
            and not exists (select 1 from payouts p where p.user_id = a.user_id and p.auto_week = ${week}::date)
          order by a.user_id limit ${batch}`,
    );
    if (due.length === 0) break;
    after = due.at(-1)!.user_id;
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const userId = due[next++]!.user_id;
        try {
          const made = await requestPayout(deps.db, deps.jobs, userId, { autoWeek: week, push: deps.push });
          if (made.ok) result.requested++;
          else result.skipped++;
        } catch (err) {
          result.failed++;
          deps.logger?.error({ err, userId, week }, "weekly payout could not be requested");
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    if (due.length < batch) break;
  }
  try {
    result.told = await tellSkipped(deps, week);
  } catch (err) {
    deps.logger?.error({ err, week }, "experts not told of weekly payouts not made");
  }
  deps.logger?.info({ week, ...result }, "weekly payouts requested");
  return result;
}

/**
 * The experts whose automatic payout was due but not made for a reason they can act on: payouts
 * held by an admin, or a payout account added or changed within its wait. (Too little available is
 * not worth a message: the Wallet shows it.) One statement writes each notification, at most one a
 * week per expert however often the run is retried; its push goes with it.
 */
async function tellSkipped(deps: { db: Db; jobs: JobQueue; push?: boolean }, week: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const held = notice("payout_skipped", { reason: "held" });
    const waiting = notice("payout_skipped", { reason: "new_account" });
    const told = await rows<{ user_id: string; title: string; body: string; link: string; message: Notice }>(
      tx,
      sql`insert into notifications (user_id, kind, title, body, link, message)
          select a.user_id, 'payout_skipped', ${held.title},
                 case when h.held then ${held.body} else ${waiting.body} end,
                 ${WALLET_PATH},
                 case when h.held then ${JSON.stringify(held.message)}::jsonb else ${JSON.stringify(waiting.message)}::jsonb end
          from payout_accounts a
          cross join lateral (select exists (select 1 from payout_holds h where h.user_id = a.user_id) as held) h
          join experts x on x.user_id = a.user_id
          join wallets w on w.user_id = a.user_id and w.kind = 'earnings'
          where a.auto_payouts and w.balance_paise >= ${PAYOUT_MIN_PAISE}
            and (exists (select 1 from payout_holds h where h.user_id = a.user_id) or a.payable_from > now())
            and not exists (select 1 from payouts p where p.user_id = a.user_id and p.auto_week = ${week}::date)
            and not exists (select 1 from notifications n where n.user_id = a.user_id and n.kind = 'payout_skipped'
                            and n.created_at > ${week}::date - interval '1 day')
          returning user_id, title, body, link, message`,
    );
    if (deps.push) {
      for (const n of told) await deps.jobs.enqueue("push-notify", { userId: n.user_id, title: n.title, body: n.body, link: n.link, message: n.message }, { tx });
    }
    return told.length;
  });
}
