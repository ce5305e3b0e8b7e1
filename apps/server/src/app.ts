/** createApp(): the HTTP application shared by the process entry and the tests. */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { createAuthRoute } from "./lib/auth-handler.ts";
import { bodySizeLimit } from "./lib/body-size-limit.ts";
import type { Deps, AppEnv } from "./lib/context.ts";
import { createErrorHandler, errorBody } from "./lib/errors.ts";
import { errorLanguage } from "./lib/i18n/error-language.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { createSessionLookup, createSessionTokenReader, UNSURE } from "./lib/session-lookup.ts";
import { declaresSessionInQuery } from "./lib/session-read.ts";
import { signInLimit, signUpLimit } from "./lib/sign-in-limiter.ts";
import { mountWebApp } from "./lib/static.ts";
import type { Site } from "./lib/ssr.ts";
import type { Config } from "./config.ts";
import { createAccountRoutes } from "./features/account/account.routes.ts";
import { createBookingsRoutes } from "./features/bookings/bookings.routes.ts";
import { createDashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { createDoubtsRoutes } from "./features/doubts/doubts.routes.ts";
import { createExpertsRoutes } from "./features/experts/experts.routes.ts";
import { createFeedRoutes } from "./features/feed/feed.routes.ts";
import { createDeletionFormRoutes, createProfileRoutes } from "./features/profile/profile.routes.ts";
import { createAdminRoutes } from "./features/admin/admin.routes.ts";
import { createApplicationsRoutes, DOCUMENT_UPLOAD_PATH } from "./features/applications/applications.routes.ts";
import { createExpertDeskRoutes } from "./features/expert-desk/expert-desk.routes.ts";
import { createMeRoutes } from "./features/me/me.routes.ts";
import { createWalletRoutes } from "./features/wallet/wallet.routes.ts";
import { createPayoutRoutes } from "./features/payouts/payouts.routes.ts";
import { createRoomsRoutes } from "./features/rooms/rooms.routes.ts";
import { createConsultationNotesRoutes } from "./features/consultation-notes/consultation-notes.routes.ts";
import { createMedicalRecordsRoutes, RECORD_UPLOAD_PATH } from "./features/medical-records/medical-records.routes.ts";
import { createReceiptsRoutes } from "./features/receipts/receipts.routes.ts";
import { createReviewsRoutes } from "./features/reviews/reviews.routes.ts";
import { ATTACHMENT_UPLOAD_PATH, createMessagesRoutes } from "./features/messages/messages.routes.ts";
import { createTestHooksRoutes } from "./features/test-hooks/test-hooks.routes.ts";
import { createNotificationsRoutes, createPreferencesRoutes } from "./features/notifications/notifications.routes.ts";
import { createPushRoutes } from "./features/push/push.routes.ts";
import { createPrivacyRoutes } from "./features/privacy/privacy.routes.ts";
import { createPeopleRoutes } from "./features/people/people.routes.ts";
import { createGrievancesRoutes } from "./features/grievances/grievances.routes.ts";
import { createListingNoticeFormRoutes, createListingNoticeRoutes } from "./features/listing-notice/listing-notice.routes.ts";
import { createModerationRoutes } from "./features/moderation/moderation.routes.ts";

export interface CreateAppOptions {
  /** directory of the built web app; when absent or unbuilt only the API is served */
  webDist?: string;
  /** extra routes mounted before the API's 404 (tests use it for probes) */
  mount?: (app: Hono<AppEnv>) => void;
}

const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(deps: Deps, options: CreateAppOptions = {}) {
  const { auth, logger, config, db } = deps;
  const app = new Hono<AppEnv>();
  const sessionOptions = {
    db,
    auth,
    secret: config.BETTER_AUTH_SECRET,
    secureCookies: config.PUBLIC_URL.startsWith("https://"),
    expiresIn: auth.options.session?.expiresIn ?? 60 * 60 * 24 * 7,
    updateAge: auth.options.session?.updateAge ?? 60 * 60 * 24,
  };
  const lookupSession = createSessionLookup(sessionOptions);
  const sessionToken = createSessionTokenReader(sessionOptions);

  app.onError(createErrorHandler(logger));
  app.use("*", securityHeaders({ https: config.PUBLIC_URL.startsWith("https://"), razorpay: Boolean(config.RAZORPAY_KEY_ID) }));
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });

  // Error answers in the request's language (lib/i18n/error-language.ts).
  app.use("/api/*", errorLanguage(db));

  // One limit in front of every route, Better Auth's included; video uploads have their own.
  // Application documents, medical records and message attachments (raw file bytes) have theirs in
  // their routes, which read no further than it.
  const rawBody = (path: string) =>
    path.startsWith("/api/feed/uploads") || DOCUMENT_UPLOAD_PATH.test(path) || RECORD_UPLOAD_PATH.test(path) || ATTACHMENT_UPLOAD_PATH.test(path);
  app.use("*", bodySizeLimit(JSON_BODY_LIMIT, { except: rawBody }));

  app.get("/api/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "ok" });
    } catch (err) {
      logger.error({ err }, "health check failed");
      return c.json({ status: "error", database: "unreachable" }, 503);
    }
  });

  // The public keys that verify the JWTs Better Auth's jwt plugin issues, at the conventional path.
  app.get("/.well-known/jwks.json", (c) => auth.handler(new Request(new URL("/api/auth/jwks", config.PUBLIC_URL), { headers: c.req.raw.headers })));

  // Better Auth's admin endpoints answer admins only; to anyone else they do not exist (as /api/admin).
  app.use("/api/auth/admin/*", async (c, next) => {
    const data = await lookupSession(c.req.raw.headers);
    if (data?.user.role !== "admin") return c.json(errorBody("Not found"), 404);
    await next();
  });

  const limits = { db, enabled: config.RATE_LIMIT, trustProxy: config.TRUST_PROXY };
  app.post("/api/auth/sign-in/email", signInLimit(limits));
  app.post("/api/auth/sign-up/email", signUpLimit(limits));
  app.on(["GET", "POST"], "/api/auth/*", createAuthRoute({ auth, logger, trustProxy: config.TRUST_PROXY }));

  // Every API body is JSON; anything else is refused up front rather than read as an empty object.
  app.use("/api/*", async (c, next) => {
    const method = c.req.method;
    if ((method === "POST" || method === "PUT" || method === "PATCH") && !rawBody(c.req.path)) {
      const type = c.req.header("content-type") ?? "";
      const hasBody = c.req.header("content-length") !== "0" && (c.req.header("content-length") || c.req.header("transfer-encoding"));
      if (hasBody && !/^application\/([a-z.+-]*\+)?json\b/i.test(type)) {
        return c.json(errorBody("Send the request body as JSON (Content-Type: application/json)."), 400);
      }
    }
    await next();
  });
  app.use("/api/*", async (c, next) => {
    const headers = c.req.raw.headers;
    if (declaresSessionInQuery(c)) {
      // The busiest private reads find the session in their own statement (lib/session-read.ts):
      // each such route says so with the sessionInQuery guard.
      const token = sessionToken(headers);
      const resolve = () => auth.api.getSession({ headers });
      const found = token === UNSURE ? await resolve() : null;
      c.set("user", found?.user ?? null);
      c.set("session", found?.session ?? null);
      c.set("sessionQuery", {
        token: token === UNSURE ? (found?.session.token ?? null) : token,
        resolve,
        renewWhenUnder: sessionOptions.expiresIn - sessionOptions.updateAge,
      });
      return next();
    }
    // A request without Better Auth's session cookie (better-auth.session_token, or its __Secure-
    // form) has no session to find; one with it is looked up in one prepared query (session-lookup.ts).
    const cookie = c.req.header("cookie");
    const data = cookie?.includes("session_token=") ? await lookupSession(headers) : null;
    c.set("user", data?.user ?? null);
    c.set("session", data?.session ?? null);
    await next();
  });

  const api = app
    .basePath("/api")
    .route("/dashboard", createDashboardRoutes(deps))
    .route("/account", createAccountRoutes(deps))
    .route("/experts", createExpertsRoutes(deps))
    .route("/listing-notice", createListingNoticeRoutes(deps))
    .route("/bookings", createBookingsRoutes(deps))
    .route("/feed", createFeedRoutes(deps))
    .route("/people", createPeopleRoutes(deps))
    .route("/moderation", createModerationRoutes(deps))
    .route("/doubts", createDoubtsRoutes(deps))
    .route("/profile", createProfileRoutes(deps))
    .route("/me", createMeRoutes(deps))
    .route("/applications", createApplicationsRoutes(deps))
    .route("/expert-desk", createExpertDeskRoutes(deps))
    .route("/admin", createAdminRoutes(deps))
    .route("/wallet", createWalletRoutes(deps))
    .route("/payouts", createPayoutRoutes(deps))
    .route("/rooms", createRoomsRoutes(deps))
    .route("/notifications", createNotificationsRoutes(deps))
    .route("/preferences", createPreferencesRoutes(deps))
    .route("/push", createPushRoutes(deps))
    .route("/privacy", createPrivacyRoutes(deps))
    .route("/grievances", createGrievancesRoutes(deps))
    .route("/consultation-notes", createConsultationNotesRoutes(deps))
    .route("/medical-records", createMedicalRecordsRoutes(deps))
    .route("/reviews", createReviewsRoutes(deps))
    .route("/messages", createMessagesRoutes(deps))
    .route("/receipts", createReceiptsRoutes(deps));

  // Browser tests only (config.ts, TEST_HOOKS): every test-only route, in features/test-hooks. Not
  // part of AppType, so the web app cannot call it.
  if (config.TEST_HOOKS) app.route("/api/test", createTestHooksRoutes(deps));
  options.mount?.(app);
  app.all("/api/*", (c) => c.json(errorBody("Not found"), 404));
  // The deletion request's page form, as the browser sends it without the page's script.
  app.route("/account-deletion", createDeletionFormRoutes(deps));
  // The lawyers' and CAs' listing notice's form, likewise (docs/product.md#listing-rules).
  app.route("/listing-notice", createListingNoticeFormRoutes(deps));
  if (options.webDist) mountWebApp(app, options.webDist, logger, siteOf(config, deps.payments));
  app.notFound((c) => c.json(errorBody("Not found"), 404));
  return { app, api };
}

/**
 * What every page is told about the installation. The test provider on a live server runs only when
 * PAYMENT_PROVIDER=test asks for it (config.ts), and then every page says so. The commission is
 * what an expert's fee lines take off (docs/product.md#wallet).
 */
export function siteOf(config: Config, payments: Deps["payments"]): Site {
  return {
    testMode: config.NODE_ENV === "production" && payments?.name === "test",
    commissionPercent: config.PLATFORM_COMMISSION_PERCENT,
    strictListings: config.LISTING_RULES === "strict",
  };
}

export type AppType = ReturnType<typeof createApp>["api"];
