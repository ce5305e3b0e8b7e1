/** What each job does, wired here in the composition root from the features that do it (the process entry builds it, or a test). */
import { expireBooking, type MoneyDeps } from "./features/bookings/bookings.transitions.ts";
import type { Agent } from "node:https";
import { pino } from "pino";
import type { Logger } from "./lib/logger.ts";
import type { Db } from "./db/client.ts";
import { createRenditionsJob, type RenditionsDeps } from "./features/feed/feed.renditions.ts";
import { recountLikes } from "./features/feed/feed.likes.ts";
import { uploadDirs } from "./features/feed/feed.tus.ts";
import { createNotificationJobHandlers } from "./features/notifications/notifications.jobs.ts";
import { createPushJobHandlers } from "./features/push/push.jobs.ts";
import { sendPayout } from "./features/payouts/payouts.send.ts";
import { runWeeklyPayouts } from "./features/payouts/payouts.weekly.ts";
import { reconcilePayouts } from "./features/payouts/payouts.reconcile.ts";
import type { PaymentProvider } from "./lib/payment-provider.ts";
import { createDataExportJobs } from "./features/privacy/data-export.build.ts";
import { runErasure } from "./features/privacy/erasure.run.ts";
import { pruneAuditLog } from "./lib/audit-retention.ts";
import type { Mailer } from "./lib/mailer.ts";
import { createStorage, type Storage } from "./lib/storage.ts";
import type { JobHandlers } from "./lib/jobs/job-types.ts";
import type { JobQueue } from "./lib/jobs/job-queue.ts";

/** The mailer alone is enough for tests of the queue itself; the other jobs need the rest. */
export function createJobHandlers(
  deps: { mailer: Mailer; db: Db; jobs: JobQueue; config: MoneyDeps["config"] } & Partial<
    Pick<MoneyDeps, "now" | "notify"> & { logger: Logger; pushAgent: Agent; storage: Storage; payments: PaymentProvider | null } & Pick<RenditionsDeps, "timeLimitMs">
  >,
): JobHandlers {
  const { config } = deps;
  const storage = deps.storage ?? createStorage(config);
  const logger = deps.logger ?? pino({ level: "silent" });
  return {
    "send-email": (mail) => deps.mailer.send(mail),
    "booking-expire": async ({ bookingId, scheduledAt }) => {
      const moved = await expireBooking(deps, bookingId, scheduledAt);
      if (moved) deps.logger?.info({ bookingId }, "pending booking expired unconfirmed; refunded");
    },
    ...createNotificationJobHandlers(deps),
    ...createPushJobHandlers(deps),
    "video-renditions": createRenditionsJob({
      db: deps.db,
      storage,
      logger,
      workDir: uploadDirs(config.DATA_DIR).work,
      ffmpegPath: config.FFMPEG_PATH,
      ffprobePath: config.FFPROBE_PATH,
      timeLimitMs: deps.timeLimitMs,
    }),
    "likes-recount": async () => {
      await recountLikes(deps.db, logger);
    },
    "audit-log-retention": async () => {
      await pruneAuditLog(deps.db, logger);
    },
    "payout-send": ({ payoutId }) => sendPayout({ db: deps.db, payments: deps.payments ?? null, logger: deps.logger }, payoutId),
    "payouts-weekly": async ({ week }) => {
      await runWeeklyPayouts({ db: deps.db, jobs: deps.jobs, logger, push: Boolean(config.VAPID_PUBLIC_KEY) }, week);
    },
    "payouts-reconcile": async () => {
      await reconcilePayouts({ db: deps.db, payments: deps.payments ?? null, logger }, { staleSeconds: config.PAYOUT_RECONCILE_AFTER_SECONDS });
    },
    ...createDataExportJobs({ db: deps.db, jobs: deps.jobs, storage, logger, config }),
    "account-erasure": ({ requestId }) => runErasure({ db: deps.db, jobs: deps.jobs, storage, logger, config, now: deps.now, notify: deps.notify }, requestId),
  };
}
