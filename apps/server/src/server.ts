/** Builds every dependency from a Config and starts listening; used by index.ts and the e2e/bench runs. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { openConfiguredDatabase, type Database } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { seedDemoAccounts } from "./db/demo-accounts.ts";
import { grantConfiguredAdmins } from "./lib/audit.ts";
import { createAuth } from "./lib/auth.ts";
import { recordSignUpConsents } from "./features/privacy/privacy.queries.ts";
import { createJobHandlers } from "./job-handlers.ts";
import { createJobQueue } from "./lib/jobs/job-queue.ts";
import { createNotifier } from "./features/notifications/notify.ts";
import { createPaymentProvider } from "./features/wallet/payments/provider.ts";
import type { Deps } from "./lib/context.ts";
import { createLogger } from "./lib/logger.ts";
import { createStorage } from "./lib/storage.ts";
import { startUploadCleanup } from "./features/feed/feed.cleanup.ts";
import { startLikesRecountSchedule } from "./features/feed/feed.likes.ts";
import { startWeeklyPayoutSchedule } from "./features/payouts/payouts.weekly.ts";
import { startAuditRetentionSchedule } from "./lib/audit-retention.ts";
import { startPayoutReconcileSchedule } from "./features/payouts/payouts.reconcile.ts";
import { uploadDirs } from "./features/feed/feed.tus.ts";
import { createMailer } from "./lib/mailer.ts";
import { pruneRateLimits } from "./lib/rate-limits.ts";
import { createRealtimeBus } from "./lib/realtime/bus.ts";
import { createSocketRegistry } from "./lib/realtime/socket-registry.ts";
import { createWebSocketServer, closeWebSockets } from "./lib/realtime/websocket-server.ts";

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export interface RunningServer {
  url: string;
  deps: Deps;
  database: Database;
  stop(): Promise<void>;
}

export async function buildDeps(config: Config, database: Database, rateLimit = true): Promise<Deps> {
  const logger = createLogger(config.LOG_LEVEL);
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const auth = createAuth({
    db: database.db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    secret: config.BETTER_AUTH_SECRET,
    rateLimit,
    logger,
    adminEmails: config.ADMIN_EMAILS,
    onSignUp: (userId, consent) => recordSignUpConsents(database.db, userId, consent),
  });
  const jobs = await createJobQueue({
    database,
    logger,
    concurrency: config.JOBS_CONCURRENCY,
    // Transcodes are ffmpeg work: as many at once as the probing of uploads may run (config.ts).
    concurrencyOf: { "video-renditions": config.VIDEO_PROCESSING_CONCURRENCY },
    pollIntervalMs: config.JOBS_POLL_INTERVAL_MS,
  });
  const realtime = await createRealtimeBus(database, logger);
  const sockets = createSocketRegistry({ db: database.db, bus: realtime, logger });
  const notify = createNotifier({ jobs, publicUrl: config.PUBLIC_URL, push: Boolean(config.VAPID_PUBLIC_KEY) });
  const payments = createPaymentProvider(config);
  return { db: database.db, auth, config, logger, mailer, jobs, realtime, sockets, notify, payments };
}

/** How long an idle keep-alive connection stays open: above the 60 s idle timeout load balancers commonly use. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openConfiguredDatabase(config);
  const deps = await buildDeps(config, database, config.RATE_LIMIT);
  if (config.SEED_DEMO_DATA && (await seedIfEmpty(database.db))) deps.logger.info("demo data inserted");
  if (config.SEED_DEMO_DATA) {
    const made = await seedDemoAccounts(database.db);
    // The only time these passwords are shown: they are stored as hashes (npm run seed -- --reset-demo-passwords makes new ones).
    if (made.length) deps.logger.warn({ accounts: made }, "demo accounts created; their passwords are shown only now");
  }
  const granted = await grantConfiguredAdmins(database.db, config.ADMIN_EMAILS, { requireVerified: deps.mailer.delivers });
  if (granted.length) deps.logger.info({ users: granted }, "ADMIN_EMAILS: admin role granted");
  const { app } = createApp(deps, { webDist: config.WEB_DIST ?? defaultWebDist });
  const uploadCleanup = startUploadCleanup({ db: database.db, storage: createStorage(config), dirs: uploadDirs(config.DATA_DIR), logger: deps.logger });
  if (config.JOBS_ENABLED) deps.jobs.start(createJobHandlers(deps));
  const likesRecount = startLikesRecountSchedule(deps.jobs, deps.logger);
  const weeklyPayouts = startWeeklyPayoutSchedule(deps.jobs, deps.logger);
  const auditRetention = startAuditRetentionSchedule(deps.jobs, deps.logger);
  const payoutReconcile = startPayoutReconcileSchedule(deps.jobs, deps.logger, config.PAYOUT_RECONCILE_EVERY_SECONDS);
  // This instance's row, renewed while it lives; the first beat removes the rows of dead instances.
  deps.sockets.start();

  const wss = createWebSocketServer();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, websocket: { server: wss } }, () => resolve(s));
  });
  // Idle keep-alive connections stay open longer than a load balancer's or a client's own idle
  // timeout (commonly 60 s). With Node's 5 s default, a request sent on a connection just as the
  // server closed it fails with a reset the client cannot tell from a crash.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  }
  // The app's rate-limit windows that are over are removed now and then (lib/rate-limits.ts).
  const pruneLimits = () => void pruneRateLimits(database.db).catch((err: unknown) => deps.logger.warn({ err }, "rate-limit clean-up failed"));
  const pruneTimer = setInterval(pruneLimits, 10 * 60_000);
  pruneTimer.unref();

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  deps.logger.info({ url, database: database.driver }, "listening");

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(pruneTimer);
      // Stop accepting, let in-flight requests finish, then close the database cleanly.
      uploadCleanup.stop();
      likesRecount.stop();
      auditRetention.stop();
      weeklyPayouts.stop();
      payoutReconcile.stop();
      closeWebSockets(wss);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        const s = server as unknown as { closeIdleConnections?: () => void };
        s.closeIdleConnections?.();
      });
      // Jobs in hand finish before the database closes; unfinished ones would be retried anyway.
      await deps.jobs.stop();
      await deps.sockets.close();
      await deps.realtime.close();
      await database.close();
    })());
  return { url, deps, database, stop };
}
