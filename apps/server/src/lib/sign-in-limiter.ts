/**
 * Limits on what an attacker does at the door, counted in app_rate_limits (lib/rate-limits.ts):
 * - wrong passwords per account: the 11th failure within a minute of the previous one is refused
 *   until a minute has passed since the last failure; a successful sign-in clears the count;
 * - wrong passwords per address, across accounts: refused after 30 failures in 10 minutes, room
 *   for a crowd's typos behind one public address (carrier NAT, a hostel, hospital Wi-Fi), while
 *   successful sign-ins from that address are not counted at all;
 * - sign-ups per address: a classroom (150 in 10 minutes), not a script.
 * Better Auth's own per-address limits on these paths are only a loose backstop (lib/auth.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { addressBucket, clientAddress } from "./client-address.ts";
import type { AppEnv } from "./context.ts";
import { clearLimit, hit, peek, tooManyRequests } from "./rate-limits.ts";

export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_MS = 60_000;
export const ADDRESS_SIGN_IN_FAILURES_MAX = 30;
export const ADDRESS_SIGN_IN_WINDOW_MS = 10 * 60_000;
export const SIGN_UPS_PER_ADDRESS = 150;
export const SIGN_UP_WINDOW_MS = 10 * 60_000;

export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please wait a minute and try again.";
export const TOO_MANY_ADDRESS_SIGN_INS = "Too many failed sign-in attempts from your network. Please wait a few minutes and try again.";
export const TOO_MANY_SIGN_UPS = "Too many new accounts from your network. Please wait a few minutes and try again.";

const accountKey = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
const addressKey = (bucket: string) => `sign-in-failures-address:${bucket}`;
const signUpKey = (bucket: string) => `sign-ups:${bucket}`;

export interface AuthLimitOptions {
  db: Db;
  /** the per-address limits (RATE_LIMIT); the per-account one always holds */
  enabled: boolean;
  trustProxy: boolean;
}

async function emailOf(c: Context): Promise<string | undefined> {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email : undefined;
}

const refuse = (c: Context, message: string, resetAt: number) => tooManyRequests(c, message, resetAt, { code: "TOO_MANY_ATTEMPTS", message });

/** For POST /api/auth/sign-in/email, around Better Auth's handler. */
export function signInLimit({ db, enabled, trustProxy }: AuthLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const email = await emailOf(c);
    const bucket = addressBucket(clientAddress(c, trustProxy));
    const [account, address] = await Promise.all([
      email ? peek(db, accountKey(email)) : null,
      enabled ? peek(db, addressKey(bucket)) : null,
    ]);
    if (account && account.count >= SIGN_IN_FAILURES_MAX) return refuse(c, TOO_MANY_SIGN_INS, account.resetAt);
    if (address && address.count >= ADDRESS_SIGN_IN_FAILURES_MAX) return refuse(c, TOO_MANY_ADDRESS_SIGN_INS, address.resetAt);
    await next();
    if (c.res.status === 401) {
      await Promise.all([
        email ? hit(db, accountKey(email), SIGN_IN_WINDOW_MS, Date.now(), "sliding") : null,
        enabled ? hit(db, addressKey(bucket), ADDRESS_SIGN_IN_WINDOW_MS) : null,
      ]);
    } else if (c.res.ok && email) {
      await clearLimit(db, accountKey(email));
    }
  };
}

/** For POST /api/auth/sign-up/email: every attempt counts. */
export function signUpLimit({ db, enabled, trustProxy }: AuthLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!enabled) return next();
    const { count, resetAt } = await hit(db, signUpKey(addressBucket(clientAddress(c, trustProxy))), SIGN_UP_WINDOW_MS);
    if (count > SIGN_UPS_PER_ADDRESS) return refuse(c, TOO_MANY_SIGN_UPS, resetAt);
    await next();
  };
}
