/**
 * Account endpoints Better Auth does not have (or has only with a condition the app cannot use):
 * the resend rule (docs/product.md#e-mail-verification), the list of signed-in devices, and changing
 * the account's e-mail with the password asked again (docs/product.md#changing-the-e-mail-address).
 */
import { Hono } from "hono";
import { changeEmailSchema, EMAIL_CHANGE_MAX, EMAIL_CHANGE_MESSAGES, EMAIL_CHANGE_WINDOW_HOURS, resendVerificationSchema } from "@expertconnect/shared/schemas/auth";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, validate } from "../../lib/errors.ts";
import { hit, tooManyRequests } from "../../lib/rate-limits.ts";
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
    })
    // Better Auth's change-email (closed over HTTP, lib/auth.ts) sends the link to the new address;
    // the address changes only when that link is opened, and the old one is then told. Every try
    // counts against the account's limit, a wrong password too, so the password cannot be guessed here.
    .post("/email", requireAuth, validate("json", changeEmailSchema), async (c) => {
      const user = c.get("user");
      const { newEmail, password } = c.req.valid("json");
      const window = await hit(db, `email-change:${user.id}`, EMAIL_CHANGE_WINDOW_HOURS * 60 * 60 * 1000);
      if (window.count > EMAIL_CHANGE_MAX) return tooManyRequests(c, EMAIL_CHANGE_MESSAGES.tooMany, window.resetAt);
      try {
        await auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers });
      } catch {
        throw badRequest(EMAIL_CHANGE_MESSAGES.wrongPassword, [{ path: "password", message: EMAIL_CHANGE_MESSAGES.wrongPassword }]);
      }
      if (newEmail.toLowerCase() === user.email.toLowerCase()) throw badRequest(EMAIL_CHANGE_MESSAGES.same, [{ path: "newEmail", message: EMAIL_CHANGE_MESSAGES.same }]);
      // The same answer whether or not another account has the address (no enumeration).
      await auth.api.changeEmail({ body: { newEmail, callbackURL: "/profile/security?email-changed=1" }, headers: c.req.raw.headers });
      return c.json({ message: EMAIL_CHANGE_MESSAGES.sent }, 202);
    });
}

export type AccountRoutes = ReturnType<typeof createAccountRoutes>;
