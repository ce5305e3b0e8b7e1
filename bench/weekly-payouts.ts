/**
 * The weekly payout run (apps/server/src/features/payouts/payouts.weekly.ts) for N experts with
 * automatic payouts on, run by two "instances" at once on PostgreSQL: every expert paid exactly
 * once, within 60 s. The experts are inserted in bulk with their earnings as one correction entry
 * each: the run reads balances and writes payouts, not how the earnings came.
 */
import { sql } from "drizzle-orm";
import { pino } from "pino";
import type { Database } from "../apps/server/src/db/client.ts";
import { runWeeklyPayouts } from "../apps/server/src/features/payouts/payouts.weekly.ts";
import { createJobQueue, type JobQueue } from "../apps/server/src/lib/jobs/job-queue.ts";

export interface WeeklyPayoutsBenchResult {
  db: "postgres";
  experts: number;
  seconds: number;
  /** experts with no automatic payout, or more than one, after both runs (must be 0) */
  missing: number;
  twice: number;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const r = (await database.db.execute(query)) as { rows: { n: number | string }[] };
  return Number(r.rows[0]!.n);
}

export async function runWeeklyPayoutsBench(options: { open: () => Promise<Database>; experts: number; log: (line: string) => void }): Promise<WeeklyPayoutsBenchResult> {
  const { experts: total, log } = options;
  const databases = [await options.open(), await options.open()];
  const main = databases[0]!;
  try {
    const db = main.db;
    await db.execute(sql`insert into users (email, name) select 'weekly-bench-' || g || '@example.in', 'Dr Bench' from generate_series(1, ${total}) g`);
    await db.execute(sql`insert into experts (user_id, name, category, specialization, consultation_fee, is_verified, education)
      select id, 'Dr Bench', 'medical', 'GP', 500, true, 'MBBS' from users where email like 'weekly-bench-%'`);
    await db.execute(sql`insert into payout_accounts (user_id, method, upi_id, provider_ref, verified_at, payable_from, auto_payouts)
      select id, 'upi', 'bench@okhdfc', 'bench', now() - interval '2 days', now() - interval '1 day', true from users where email like 'weekly-bench-%'`);
    await db.execute(sql`insert into wallets (user_id, kind) select id, 'earnings' from users where email like 'weekly-bench-%'`);
    await db.execute(sql`insert into ledger_entries (wallet_id, kind, amount_paise, note)
      select w.id, 'correction', 50000, 'bench earnings' from wallets w join users u on u.id = w.user_id where w.kind = 'earnings' and u.email like 'weekly-bench-%'`);
    log(`  ${total.toLocaleString("en-US")} experts with automatic payouts on`);
    const week = "2026-03-02";
    // one queue per instance, made one after the other (each sets up pg-boss's schema if missing)
    const queues: JobQueue[] = [];
    for (const database of databases) queues.push(await createJobQueue({ database, logger: pino({ level: "silent" }), concurrency: 1, pollIntervalMs: 1000 }));
    const started = performance.now();
    await Promise.all(databases.map((database, i) => runWeeklyPayouts({ db: database.db, jobs: queues[i]! }, week)));
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const missing = await count(main, sql`select count(*) as n from payout_accounts a where a.auto_payouts and not exists (select 1 from payouts p where p.user_id = a.user_id and p.auto_week = ${week}::date)`);
    const twice = await count(main, sql`select count(*) as n from (select user_id from payouts where auto_week = ${week}::date group by user_id having count(*) > 1) t`);
    log(`  weekly run on two instances at once: ${seconds} s; missing ${missing}, twice ${twice}`);
    return { db: "postgres", experts: total, seconds, missing, twice };
  } finally {
    for (const database of databases) await database.close();
  }
}
