/**
 * Failed sign-ins per account, counted in the database so the limit holds across restarts and
 * across instances: after MAX failures within WINDOW the account's sign-ins get 429 until the
 * window has passed since the last failure. A successful sign-in clears the count.
 */
import { sql } from "drizzle-orm";
import { rows, type Db } from "../db/client.ts";

export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_MS = 60_000;
export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please wait a minute and try again.";

const keyFor = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

export async function isSignInBlocked(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${keyFor(email)} and last_request > ${now - SIGN_IN_WINDOW_MS}`,
  );
  return (row?.count ?? 0) >= SIGN_IN_FAILURES_MAX;
}

export async function recordSignInFailure(db: Db, email: string, now = Date.now()): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, last_request) values (${keyFor(email)}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request > ${now - SIGN_IN_WINDOW_MS} then rate_limits.count + 1 else 1 end,
      last_request = ${now}`);
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${keyFor(email)}`);
}
