/**
 * Server test harness: one database per test process (PGlite in memory, or a PostgreSQL database
 * when TEST_DB=postgres and TEST_DATABASE_URL is set), migrated once and emptied between tests,
 * and the real app listening on a random port so tests speak real HTTP.
 */
import { serve, type ServerType } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import type { AppEnv, Deps } from "../lib/context.ts";
import { buildDeps } from "../server.ts";
import { closeWebSockets, createWebSocketServer } from "../lib/realtime/websocket-server.ts";

export const usingPostgres = process.env.TEST_DB === "postgres";

/** What every sign-up must carry beside the e-mail and password (docs/product.md#notice-and-consent). */
export const SIGN_UP_CONSENT = { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true } as const;

let databasePromise: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  databasePromise ??= (async () => {
    if (usingPostgres) {
      const url = process.env.TEST_DATABASE_URL;
      if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
      return openDatabase({ url, poolMax: 30 });
    }
    return openDatabase({});
  })();
  return databasePromise;
}

const TABLES = [
  "grievance_messages",
  "grievances",
  "grievance_numbers",
  "receipts",
  "receipt_counters",
  "content_reports",
  "user_blocks",
  "data_exports",
  "payout_holds",
  "payout_events",
  "ledger_entries",
  "payouts",
  "payout_accounts",
  "expert_reviews",
  "consultation_notes",
  "medical_records",
  "messages",
  "conversations",
  "booking_messages",
  "open_sockets",
  "realtime_instances",
  "realtime_payloads",
  "user_consents",
  "push_subscriptions",
  "notifications",
  "user_preferences",
  "user_consent_events",
  "booking_holds",
  "payment_orders",
  "wallets",
  "follows",
  "follow_counts",
  "comments",
  "post_likes",
  "video_likes",
  "video_views",
  "video_uploads",
  "admin_audit_log",
  "booking_events",
  "expert_application_documents",
  "expert_applications",
  "expert_days_off",
  "doubt_answers",
  "doctor_doubts",
  "doctor_videos",
  "doctor_posts",
  "bookings",
  "experts",
  "deletion_requests",
  "email_outbox",
  "rate_limits",
  "app_rate_limits",
  "two_factors",
  "jwks",
  "verifications",
  "accounts",
  "sessions",
  "profiles",
  "users",
];

export async function resetDatabase(): Promise<void> {
  const { db } = await testDatabase();
  await db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`));
  // The job queue's tables (made by pg-boss, not by migrations) once a test has created them.
  await db.execute(sql`do $$ begin if to_regclass('pgboss.job') is not null then truncate pgboss.job, pgboss.archive; end if; end $$`);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    DATA_DIR: "./.tmp/test-data",
    SEED_DEMO_DATA: "false",
    ...overrides,
  });
}

export interface TestServer {
  url: string;
  deps: Deps;
  app: Hono<AppEnv>;
  close(): Promise<void>;
}

/** Starts the app on a random port; `publicUrl` is fixed up to the real port so auth origins match. */
export async function startTestServer(
  options: {
    rateLimit?: boolean;
    config?: Record<string, string>;
    mount?: (app: Hono<AppEnv>, deps: Deps) => void;
    /** the app's clock (Deps.now), for tests that move time */
    now?: () => number;
    /** a payment provider in place of the configured one (null: payments off) */
    payments?: Deps["payments"];
  } = {},
): Promise<TestServer> {
  const database = await testDatabase();
  let server: ServerType | undefined;
  const port: number = await new Promise((resolve, reject) => {
    const probe = serve({ fetch: () => new Response(null), port: 0, hostname: "127.0.0.1" }, (info) => {
      probe.close(() => resolve(info.port));
    });
    probe.on("error", reject);
  });
  const config = testConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.config });
  const deps = await buildDeps(config, database, options.rateLimit ?? false);
  if (options.now) deps.now = options.now;
  if (options.payments !== undefined) deps.payments = options.payments;
  const { app } = createApp(deps, { mount: options.mount ? (a) => options.mount!(a, deps) : undefined });
  const wss = createWebSocketServer();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1", websocket: { server: wss } }, () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    app,
    close: async () => {
      closeWebSockets(wss);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await deps.sockets.close();
      await deps.realtime.close();
    },
  };
}

/** `cookie` with its session token's signature changed: a forged cookie the server must refuse. */
export function forgedSessionCookie(cookie: string): string {
  return cookie.replace(/(session_token=[^.;]+\.)([^;]{4})/, (_m, head: string) => `${head}AAAA`);
}

/** A browser-like HTTP client with its own cookie jar, sending the Origin Better Auth expects. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", this.baseUrl);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(this.baseUrl + path, { ...init, headers, body, redirect: "manual" });
    for (const raw of res.headers.getSetCookie()) {
      const [pair, ...attrs] = raw.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, json?: unknown) {
    return this.request(path, { method: "POST", json: json ?? {} });
  }

  patch(path: string, json: unknown) {
    return this.request(path, { method: "PATCH", json });
  }

  async signUp(email: string, password = "secret-pass-1"): Promise<Response> {
    return this.post("/api/auth/sign-up/email", { email, password, name: "", ...SIGN_UP_CONSENT });
  }

  async signIn(email: string, password = "secret-pass-1"): Promise<Response> {
    return this.post("/api/auth/sign-in/email", { email, password });
  }

  /** Signs up and in (one session); returns the new user's id. */
  async register(email: string, password = "secret-pass-1"): Promise<string> {
    const up = await this.signUp(email, password);
    if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
    const created = (await up.json()) as { token: string | null; user: { id: string } };
    if (created.token) return created.user.id;
    const res = await this.signIn(email, password);
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { user: { id: string } }).user.id;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

let sharedServer: Promise<TestServer> | undefined;
/** One app server per test process, for tests that need no special options. */
export function sharedTestServer(): Promise<TestServer> {
  sharedServer ??= startTestServer();
  return sharedServer;
}
