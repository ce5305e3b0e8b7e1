/**
 * The app's own rate limits, counted in app_rate_limits with one atomic upsert per hit, so they hold
 * across restarts and across instances sharing the database. Each row carries the moment its window
 * ends (reset_at); nothing else prunes this table, so no other limiter's clean-up can shorten a window.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rows, type Db } from "../db/client.ts";
import { addressBucket, clientAddress } from "./client-address.ts";
import type { AppEnv } from "./context.ts";
import { errorBody } from "./errors.ts";

export interface LimitWindow {
  /** hits counted in the current window */
  count: number;
  /** epoch milliseconds at which the window ends */
  resetAt: number;
}

/**
 * Counts one hit against `key`. A "fixed" window starts at the first hit and lasts windowMs; a
 * "sliding" one ends windowMs after the latest hit (a limit that holds until the hits stop).
 */
export async function hit(db: Db, key: string, windowMs: number, now = Date.now(), mode: "fixed" | "sliding" = "fixed"): Promise<LimitWindow> {
  const next = now + windowMs;
  const keep = mode === "fixed" ? sql`app_rate_limits.reset_at` : sql`${next}::bigint`;
  const [row] = await rows<{ count: number; reset_at: string | number }>(
    db,
    sql`insert into app_rate_limits (key, count, reset_at) values (${key}, 1, ${next})
        on conflict (key) do update set
          count = case when app_rate_limits.reset_at <= ${now} then 1 else app_rate_limits.count + 1 end,
          reset_at = case when app_rate_limits.reset_at <= ${now} then ${next}::bigint else ${keep} end
        returning count, reset_at`,
  );
  return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
}

/** The current window of `key`, or null when it has none running. */
export async function peek(db: Db, key: string, now = Date.now()): Promise<LimitWindow | null> {
  const [row] = await rows<{ count: number; reset_at: string | number }>(
    db,
    sql`select count, reset_at from app_rate_limits where key = ${key} and reset_at > ${now}`,
  );
  return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : null;
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from app_rate_limits where key = ${key}`);
}

/** Removes windows that are over; run now and then by the process entry. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from app_rate_limits where reset_at <= ${now}`);
}

export const retryAfterSeconds = (resetAt: number, now = Date.now()) => Math.max(1, Math.ceil((resetAt - now) / 1000));

/**
 * A 429 in the API's error shape with Retry-After. `extra` adds fields beside `error` (Better Auth's
 * browser client reads `message` and `code` at the top level).
 */
export function tooManyRequests(c: Context, message: string, resetAt: number, extra: Record<string, unknown> = {}) {
  c.header("Retry-After", String(retryAfterSeconds(resetAt)));
  return c.json({ ...extra, ...errorBody(message) }, 429);
}

export interface RateLimitOptions {
  db: Db;
  /** key prefix, distinct from every other limit's */
  name: string;
  max: number;
  windowMs: number;
  message: string;
  enabled: boolean;
  trustProxy: boolean;
}

/** A fixed-window limit per client address (IPv6 by its /64). */
export function rateLimit({ db, name, max, windowMs, message, enabled, trustProxy }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!enabled) return next();
    const key = `${name}:${addressBucket(clientAddress(c, trustProxy))}`;
    const { count, resetAt } = await hit(db, key, windowMs);
    if (count > max) return tooManyRequests(c, message, resetAt);
    await next();
  });
}
