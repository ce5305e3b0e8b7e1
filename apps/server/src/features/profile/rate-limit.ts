/**
 * A fixed-window limit per client address, counted in Better Auth's rate_limits table with one
 * atomic upsert, so it holds across restarts and across instances sharing the database.
 * `last_request` holds the start of the current window for these keys.
 */
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { rows, type Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/context.ts";
import { errorBody } from "../../lib/errors.ts";
import { addressBucket, clientAddress } from "./client-address.ts";

export interface RateLimitOptions {
  db: Db;
  /** key prefix, distinct from Better Auth's own keys */
  name: string;
  max: number;
  windowMs: number;
  message: string;
  enabled: boolean;
  trustProxy: boolean;
}

/** Counts one request against `key`; returns the count in the current window and when it ends. */
export async function hit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; resetAt: number }> {
  const expired = now - windowMs;
  const [row] = await rows<{ count: number; window_start: string | number }>(
    db,
    sql`insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${expired} then ${now} else rate_limits.last_request end
        returning count, last_request as window_start`,
  );
  return { count: Number(row!.count), resetAt: Number(row!.window_start) + windowMs };
}

export function rateLimit({ db, name, max, windowMs, message, enabled, trustProxy }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!enabled) return next();
    const key = `${name}:${addressBucket(clientAddress(c, trustProxy))}`;
    const now = Date.now();
    const { count, resetAt } = await hit(db, key, windowMs, now);
    if (count > max) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((resetAt - now) / 1000))));
      return c.json(errorBody(message), 429);
    }
    await next();
  });
}
