/**
 * Moves the job queue's notion of "now" forward without waiting: every waiting job's times go back
 * by `ms`, which is what the database would see had `ms` passed. pg-boss's own fetch then decides
 * what is due (`start_after < now()`), so tests exercise the real scheduling path.
 */
import type { Database } from "../db/client.ts";

export async function advanceJobClock(database: Pick<Database, "executeSql">, ms: number): Promise<void> {
  await database.executeSql(
    `update pgboss.job set
       start_after = start_after - $1::float8 * interval '1 millisecond',
       created_on = created_on - $1::float8 * interval '1 millisecond',
       keep_until = keep_until - $1::float8 * interval '1 millisecond'
     where state < 'active'`,
    [ms],
  );
}

/** Runs every due job, and then those they queued, until none is due; returns how many ran. */
export async function runDueJobs(jobs: { runDue(): Promise<number> }): Promise<number> {
  let total = 0;
  for (let ran = await jobs.runDue(); ran > 0; ran = await jobs.runDue()) total += ran;
  return total;
}
