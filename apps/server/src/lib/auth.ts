/**
 * Better Auth: e-mail and password accounts with the session in an httpOnly cookie, e-mail
 * verification and password reset by e-mail, TOTP two-factor, and JWTs for API clients.
 */
import { and, eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin, jwt, twoFactor } from "better-auth/plugins";
import { APP_NAME, PASSWORD_MAX, PASSWORD_MIN } from "@expertconnect/shared/constants";
import { signUpConsentSchema, type SignUpConsent } from "@expertconnect/shared/schemas/privacy";
import type { Db } from "../db/client.ts";
import { grantConfiguredAdmins, writeAudit } from "./audit.ts";
import { accounts, jwks, rateLimits, sessions, twoFactors, users, verifications } from "../db/schema/index.ts";
import { authErrorScope } from "./auth-handler.ts";
import type { Logger } from "./logger.ts";
import { accountLocale, browserLocale } from "./i18n/locale.ts";
import { renderMail } from "./i18n/mails.ts";
import type { Mailer } from "./mailer.ts";
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  rateLimit: boolean;
  logger: Logger;
  /** ADMIN_EMAILS: these accounts are made admins when they sign up (and at start, server.ts) */
  adminEmails?: readonly string[];
  /**
   * Records what a new account agreed to on the sign-up form (docs/product.md#notice-and-consent);
   * sign-up itself is refused without the notice's version and the 18-or-older confirmation.
   */
  onSignUp?: (userId: string, consent: SignUpConsent) => Promise<void>;
}

/** Better Auth admin endpoints that only read: not written to the audit log. */
const ADMIN_READS = new Set(["/admin/list-users", "/admin/get-user", "/admin/list-user-sessions", "/admin/has-permission"]);

/** Endpoints that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Said when turning two-factor off without a code (the plugin itself asks only for the password). */
export const TWO_FACTOR_CODE_REQUIRED = "Enter a code from your authenticator app or one of your backup codes";

/**
 * What a verification link's token says of an e-mail change (Better Auth signs it; /verify-email has
 * already checked the signature before any update runs): the old address, the new one and the step.
 */
function emailChangeOf(ctx: unknown): { from: string; to: string } | null {
  const c = ctx as { path?: string; query?: { token?: unknown } } | null | undefined;
  if (c?.path !== "/verify-email" || typeof c.query?.token !== "string") return null;
  try {
    const payload = JSON.parse(Buffer.from(c.query.token.split(".")[1] ?? "", "base64url").toString("utf8")) as { email?: unknown; updateTo?: unknown; requestType?: unknown };
    if (payload.requestType !== "change-email-verification" || typeof payload.email !== "string" || typeof payload.updateTo !== "string") return null;
    return { from: payload.email, to: payload.updateTo };
  } catch {
    return null;
  }
}

export const SESSION_NOT_FOUND = "That session was not found among your signed-in devices.";

async function ownsSession(db: Db, userId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.token, token), eq(sessions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export function createAuth({ db, mailer, publicUrl, secret, rateLimit, logger, adminEmails = [], onSignUp }: AuthOptions) {
  // A listed address becomes an admin once its account exists (and, when mail is delivered, is verified).
  const grantListed = async (user: { id: string }) => {
    try {
      await grantConfiguredAdmins(db, adminEmails, { requireVerified: mailer.delivers, userId: user.id });
    } catch (err) {
      logger.error({ err }, "granting ADMIN_EMAILS failed");
    }
  };
  const auth = betterAuth({
    // Better Auth's own messages join the app's JSON log instead of going to stderr.
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ source: "better-auth", args }, message),
    },
    appName: APP_NAME,
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    // Both hand out a working second factor for the password alone (the TOTP secret, or fresh backup
    // codes), which would make the code that turning two-factor off asks for worthless. The app
    // uses neither: enrolment shows the key and the backup codes once.
    // Impersonation is off: a session that acts as someone else is more power than this app needs.
    // An e-mail change asks for the password again and is rate-limited per account: only through
    // the app's /api/account/email, which calls Better Auth's change-email itself.
    disabledPaths: ["/change-email", "/two-factor/get-totp-uri", "/two-factor/generate-backup-codes", "/admin/impersonate-user", "/admin/stop-impersonating"],
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            // The body was checked by the before hook below; other ways of creating an account
            // (the seed, the admin command) agree to nothing, and are asked on their first visit.
            if (onSignUp && ctx?.path === "/sign-up/email") {
              const consent = signUpConsentSchema.safeParse(ctx.body);
              if (consent.success) await onSignUp(user.id, consent.data);
            }
            if (adminEmails.length) await grantListed(user);
          },
        },
        update: {
          after: async (user, ctx) => {
            // The new address was just confirmed from its link: the old one hears of the change.
            const change = emailChangeOf(ctx);
            if (change && change.to === user.email.toLowerCase() && change.from !== change.to) {
              await mailer.send({
                to: change.from,
                subject: `The e-mail address of your ${APP_NAME} account was changed`,
                text: `The e-mail address of your ${APP_NAME} account was changed from this address to ${change.to}. From now on, sign in and receive our e-mails there.\n\nIf you did not make this change, reply to this e-mail or raise a concern from Help & Support at once.`,
              });
            }
            if (adminEmails.length) await grantListed(user);
          },
        },
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        jwks,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: publicUrl.startsWith("https://"),
      // Better Auth skips its Origin check when NODE_ENV=test; the app checks origins in every mode,
      // so the tests (the browser suite runs with NODE_ENV=test) see what production does.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      // Without a way to deliver mail, insisting on verification would lock every user out, so a
      // local install signs the new user in at once and tells a duplicate sign-up so (docs/product.md#sign-in-and-sign-up).
      // With mail, verification is required and a duplicate sign-up gets the same answer as a new
      // one (no account enumeration); the owner of the address is told by e-mail instead.
      requireEmailVerification: mailer.delivers,
      autoSignIn: !mailer.delivers,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({ to: user.email, ...renderMail(await accountLocale(db, user.id), { key: "existing_account", params: {} }) });
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...renderMail(await accountLocale(db, user.id), { key: "reset_password", params: { url } }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        // A new account has chosen no language yet: then the browser's that signed it up.
        const chosen = await accountLocale(db, user.id, null);
        const locale = chosen ?? browserLocale(request?.headers.get("cookie") ?? null, request?.headers.get("accept-language") ?? null);
        // An e-mail change: user.email is then the new address while the account still has the old one.
        const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
        const changing = current !== undefined && current.email.toLowerCase() !== user.email.toLowerCase();
        await mailer.send({ to: user.email, ...renderMail(locale, { key: changing ? "confirm_new_email" : "verify_email", params: { url } }) });
      },
    },
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Renewed on use once a day, so an active user's session never runs out.
      updateAge: 60 * 60 * 24,
      // Only Better Auth's delete-user (not enabled) and unlink-account (no social sign-in) and
      // list-sessions look at freshness; the app lists devices through /api/account/sessions, and
      // its sensitive changes (password, two-factor) always ask for the password.
      freshAge: 60 * 10,
    },
    // Per address and path, in Better Auth's rate_limits table. These only stop floods: a count here
    // keeps growing while requests come less than a window apart, and one public address can carry a
    // whole hostel or carrier NAT. The limits that matter (wrong passwords per account and per
    // address, sign-ups per address) are the app's own, with their own windows: lib/sign-in-limiter.ts.
    rateLimit: {
      enabled: rateLimit,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        // Reading one's own session is never refused: a 429 there looked like being signed out.
        "/get-session": false,
        "/sign-in/*": { window: 60, max: 300 },
        "/sign-up/*": { window: 60, max: 300 },
        "/change-password": { window: 60, max: 30 },
        "/change-email": { window: 60, max: 30 },
        "/request-password-reset": { window: 60, max: 20 },
        "/reset-password": { window: 60, max: 30 },
        "/send-verification-email": { window: 60, max: 20 },
        "/two-factor/*": { window: 60, max: 30 },
      },
    },
    onAPIError: {
      // Kept for the /api/auth route (lib/auth-handler.ts), which decides whether a 500 was the
      // request's fault and logs it; calls outside a request are logged here.
      onError: (error) => {
        const scope = authErrorScope.getStore();
        if (scope) scope.error = error;
        else if (!isAPIError(error)) logger.error({ err: error }, "auth error");
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
        }
        if (ctx.path === "/sign-up/email" && onSignUp) {
          const consent = signUpConsentSchema.safeParse(ctx.body);
          if (!consent.success) {
            throw new APIError("BAD_REQUEST", { message: consent.error.issues[0]?.message ?? "Invalid consent", code: "CONSENT_REQUIRED" });
          }
        }
        if (ctx.path === "/revoke-session") {
          // Better Auth answers success for a token that is not the caller's (and revokes nothing);
          // say that there is no such session of theirs.
          const session = await getSessionFromCtx(ctx);
          const token = (ctx.body as { token?: unknown } | undefined)?.token;
          if (session && typeof token === "string" && !(await ownsSession(db, session.user.id, token))) {
            throw new APIError("NOT_FOUND", { message: SESSION_NOT_FOUND, code: "SESSION_NOT_FOUND" });
          }
        }
        if (ctx.path === "/two-factor/disable") {
          const session = await getSessionFromCtx(ctx);
          // Signed out: the endpoint answers 401. Two-factor not on: there is no factor to prove.
          if (session?.user.twoFactorEnabled) await requireCurrentCode(ctx.body, ctx.headers ?? new Headers());
        }
      }),
      // Every change made through Better Auth's admin endpoints (ban, set role, remove…) is audited.
      after: createAuthMiddleware(async (ctx) => {
        if (!ctx.path.startsWith("/admin/") || ADMIN_READS.has(ctx.path)) return;
        if (ctx.context.returned instanceof Error) return;
        const actor = ctx.context.session ?? (await getSessionFromCtx(ctx));
        if (!actor) return;
        const body = (ctx.body ?? {}) as { userId?: unknown; banReason?: unknown; role?: unknown; sessionToken?: unknown };
        const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
        const target = typeof body.userId === "string" ? body.userId : (returned?.user?.id ?? "");
        await writeAudit(db, {
          actorId: actor.user.id,
          actorEmail: actor.user.email,
          action: `auth${ctx.path.replaceAll("/", ":")}`,
          targetTable: "users",
          targetId: target,
          reason: typeof body.banReason === "string" ? body.banReason : typeof body.role === "string" ? `role: ${body.role}` : null,
        });
      }),
    },
    plugins: [
      // Roles ('user', 'admin') and bans; its endpoints under /api/auth/admin/* answer admins only (app.ts).
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      twoFactor({ issuer: APP_NAME, backupCodeOptions: { amount: 10, length: 10 } }),
      // API clients get their JWT from /api/auth/token. Without disableSettingJwtHeader the plugin
      // would also sign one (reading and decrypting the key) on every getSession, i.e. on every
      // signed-in API request, only for the header to be thrown away.
      jwt({ jwt: { issuer: publicUrl, audience: publicUrl, expirationTime: "15m" }, disableSettingJwtHeader: true }),
    ],
  });

  /**
   * Turning two-factor off takes a current code as well as the password: the plugin asks only for
   * the password (better-auth/better-auth#9248), and a second factor that the first can remove
   * protects nothing. The password is checked first so that a backup code, which the check uses
   * up, is not spent on an attempt that fails anyway. Guesses are held to the "/two-factor/*" rate
   * limit, as this runs inside the disable request.
   */
  async function requireCurrentCode(requestBody: unknown, headers: Headers) {
    const body = (requestBody ?? {}) as { password?: unknown; code?: unknown };
    const code = typeof body.code === "string" ? body.code.trim() : "";
    if (!code) throw new APIError("BAD_REQUEST", { message: TWO_FACTOR_CODE_REQUIRED, code: "TWO_FACTOR_CODE_REQUIRED" });
    await auth.api.verifyPassword({ body: { password: typeof body.password === "string" ? body.password : "" }, headers });
    // Six digits are an authenticator code; anything else is tried as a backup code (xxxxx-xxxxx).
    if (/^\d{6}$/.test(code)) await auth.api.verifyTOTP({ body: { code }, headers });
    else await auth.api.verifyBackupCode({ body: { code }, headers });
  }

  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type AuthUser = SessionData["user"];
