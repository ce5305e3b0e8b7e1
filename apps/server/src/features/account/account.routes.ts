/**
 * Account endpoints Better Auth does not have (or has only with a condition the app cannot use):
 * the resend rule (docs/product.md#e-mail-verification) and the list of signed-in devices.
 */
import { Hono } from "hono";
import { resendVerificationSchema } from "@expertconnect/shared/schemas/auth";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { listActiveSessions } from "./account.queries.ts";

export const RESEND_SENT = "If that account needs confirming, we've sent a new link.";

export function createAccountRoutes({ auth, db }: Deps) {
  return new Hono<AppEnv>()
    .post("/resend-verification", validate("json", resendVerificationSchema), async (c) => {
      const { email } = c.req.valid("json");
      if (!email) throw badRequest("Confirmation by phone is not available. Use your e-mail address.");
      // The same answer whether or not the address has an account (no enumeration).
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/?verified=1" }, headers: c.req.raw.headers }).catch(() => undefined);
      return c.json({ message: RESEND_SENT });
    })
    // Better Auth's /list-sessions answers only while the session is "fresh" (signed in within
    // session.freshAge), so Settings would lose the list minutes after sign-in; any live session
    // may see its own user's devices.
    .get("/sessions", requireAuth, async (c) => {
      return c.json({ sessions: await listActiveSessions(db, c.get("user").id, c.get("session").id) });
    });
}

export type AccountRoutes = ReturnType<typeof createAccountRoutes>;
