/** createApp(): the HTTP application shared by the process entry and the tests. */
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps, AppEnv } from "./lib/context.ts";
import { createErrorHandler, errorBody } from "./lib/errors.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { createSessionLookup } from "./lib/session-lookup.ts";
import { clearSignInFailures, isSignInBlocked, recordSignInFailure, TOO_MANY_SIGN_INS } from "./lib/sign-in-limiter.ts";
import { mountWebApp } from "./lib/static.ts";
import { createAccountRoutes } from "./features/account/account.routes.ts";
import { createBookingsRoutes } from "./features/bookings/bookings.routes.ts";
import { createDashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { createDoubtsRoutes } from "./features/doubts/doubts.routes.ts";
import { createExpertsRoutes } from "./features/experts/experts.routes.ts";
import { createFeedRoutes } from "./features/feed/feed.routes.ts";
import { createProfileRoutes } from "./features/profile/profile.routes.ts";
import { createAdminRoutes } from "./features/admin/admin.routes.ts";
import { createApplicationsRoutes, DOCUMENT_UPLOAD_PATH } from "./features/applications/applications.routes.ts";
import { createExpertSideRoutes } from "./features/expert-side/expert-side.routes.ts";
import { createMeRoutes } from "./features/me/me.routes.ts";
import { createWalletRoutes } from "./features/wallet/wallet.routes.ts";
import { createTestHooksRoutes } from "./features/test-hooks/test-hooks.routes.ts";

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
  const lookupSession = createSessionLookup({
    db,
    auth,
    secret: config.BETTER_AUTH_SECRET,
    secureCookies: config.PUBLIC_URL.startsWith("https://"),
    expiresIn: auth.options.session?.expiresIn ?? 60 * 60 * 24 * 7,
    updateAge: auth.options.session?.updateAge ?? 60 * 60 * 24,
  });

  app.onError(createErrorHandler(logger));
  app.use("*", securityHeaders({ https: config.PUBLIC_URL.startsWith("https://") }));
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

  app.get("/api/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "ok" });
    } catch (err) {
      logger.error({ err }, "health check failed");
      return c.json({ status: "error", database: "unreachable" }, 503);
    }
  });

  // Failed sign-ins are limited per account (in the database), on top of Better Auth's per-address limit.
  app.post("/api/auth/sign-in/email", async (c, next) => {
    const body = (await c.req.raw.clone().json().catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === "string" ? body.email : undefined;
    if (email && (await isSignInBlocked(db, email))) {
      return c.json({ code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_SIGN_INS }, 429);
    }
    await next();
    if (!email) return;
    if (c.res.status === 401) await recordSignInFailure(db, email);
    else if (c.res.ok) await clearSignInFailures(db, email);
  });

  // The public keys that verify the JWTs Better Auth's jwt plugin issues, at the conventional path.
  app.get("/.well-known/jwks.json", (c) => auth.handler(new Request(new URL("/api/auth/jwks", config.PUBLIC_URL), { headers: c.req.raw.headers })));

  // Better Auth's admin endpoints answer admins only; to anyone else they do not exist (as /api/admin).
  app.use("/api/auth/admin/*", async (c, next) => {
    const data = await lookupSession(c.req.raw.headers);
    if (data?.user.role !== "admin") return c.json(errorBody("Not found"), 404);
    await next();
  });

  // Better Auth sees the real client address (for its rate limits) only through this header; a
  // client-sent value is overwritten unless a trusted proxy in front sets it.
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    if (!config.TRUST_PROXY) {
      let address = "unknown";
      try {
        address = getConnInfo(c).remote.address ?? "unknown";
      } catch {
        // app.request() in-process has no socket
      }
      headers.set("x-forwarded-for", address);
    }
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  // The rest of an oversized body is never read, so the connection cannot carry another request:
  // say so (Connection: close) or a keep-alive client would send its next request into a closed socket.
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(errorBody("The request body is too large."), 413, { connection: "close" }),
  });
  // Video uploads (tus, under /api/feed/uploads) have their own size limit.
  // GET and HEAD carry no body; asking for one would build a full Request (and AbortController) per read.
  // Application documents (raw file bytes) have theirs in their route.
  const rawBody = (path: string) => path.startsWith("/api/feed/uploads") || DOCUMENT_UPLOAD_PATH.test(path);
  app.use("/api/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" || rawBody(c.req.path) ? next() : jsonBodyLimit(c, next)));
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
    // A request without Better Auth's session cookie (better-auth.session_token, or its __Secure-
    // form) has no session to find; one with it is looked up in one prepared query (session-lookup.ts).
    const cookie = c.req.header("cookie");
    const data = cookie?.includes("session_token=") ? await lookupSession(c.req.raw.headers) : null;
    c.set("user", data?.user ?? null);
    c.set("session", data?.session ?? null);
    await next();
  });

  const api = app
    .basePath("/api")
    .route("/dashboard", createDashboardRoutes(deps))
    .route("/account", createAccountRoutes(deps))
    .route("/experts", createExpertsRoutes(deps))
    .route("/bookings", createBookingsRoutes(deps))
    .route("/feed", createFeedRoutes(deps))
    .route("/doubts", createDoubtsRoutes(deps))
    .route("/profile", createProfileRoutes(deps))
    .route("/me", createMeRoutes(deps))
    .route("/applications", createApplicationsRoutes(deps))
    .route("/expert", createExpertSideRoutes(deps))
    .route("/admin", createAdminRoutes(deps))
    .route("/wallet", createWalletRoutes(deps));

  // Browser tests only (config.ts, TEST_HOOKS); not part of AppType, so the web app cannot call it.
  if (config.TEST_HOOKS) app.route("/api/test", createTestHooksRoutes(deps));
  options.mount?.(app);
  app.all("/api/*", (c) => c.json(errorBody("Not found"), 404));
  if (options.webDist) mountWebApp(app, options.webDist);
  app.notFound((c) => c.json(errorBody("Not found"), 404));
  return { app, api };
}

export type AppType = ReturnType<typeof createApp>["api"];
