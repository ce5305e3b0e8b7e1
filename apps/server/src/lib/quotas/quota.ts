/**
 * What every per-account quota shares (docs/product.md#quotas): the account's lock, under which a
 * quota is counted in the same transaction as the insert it allows, and the 429 a refusal is
 * answered with.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { errorBody } from "../errors.ts";

/** A quota said no: the words to show, and when trying again can succeed. */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

/** Advisory-lock namespace of one account's quotas (the second key is the account). */
const ACCOUNT_QUOTA_LOCK = 7_007_003;

/**
 * Holds the account's quota lock until the transaction ends: two requests of one person at a
 * boundary are counted one after the other, on any number of instances. Count after taking it, in
 * a statement of its own, so the count sees what the previous holder committed.
 */
export async function lockAccount(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_QUOTA_LOCK}, hashtext(${userId}))`);
}

/** 429 in the API's error shape, with Retry-After in whole seconds (at least 1). */
export function quotaRefused(c: Context, refusal: Refusal) {
  const seconds = Math.max(1, Math.ceil(refusal.retryAfterSeconds));
  return c.json(errorBody(refusal.message), 429, { "Retry-After": String(seconds) });
}
