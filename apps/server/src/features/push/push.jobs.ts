/**
 * Sending a notification to a person's browsers: one job per notification finds their
 * subscriptions and queues one send per browser, so a browser whose push service is down is retried
 * alone and the others are not sent the same notification twice. A push service that says the
 * subscription is gone (404, 410) ends it.
 */
import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { JobHandlers } from "../../lib/jobs/job-types.ts";
import type { Logger } from "../../lib/logger.ts";
import { accountLocale } from "../../lib/i18n/locale.ts";
import { readNotice, renderNotice } from "../../lib/i18n/notices.ts";
import { forgetSubscription, subscriptionById, subscriptionsOf } from "./push.queries.ts";

/** How long a push service keeps trying to reach an offline phone. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function createPushJobHandlers(deps: {
  db: Db;
  jobs: JobQueue;
  config: Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">;
  logger?: Logger;
  /** How to reach push services; the tests' stand-in service has a self-signed certificate. */
  pushAgent?: Agent;
}): Pick<JobHandlers, "push-notify" | "push-send"> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = deps.config;
  return {
    "push-notify": async (notification) => {
      if (!publicKey) return;
      // Worded in the person's language as it is when pushed; the English as queued otherwise.
      const locale = await accountLocale(deps.db, notification.userId);
      const message = locale === "en" ? null : readNotice(notification.message);
      const { title, body } = message ? renderNotice(locale, message) : notification;
      await deps.db.transaction(async (tx) => {
        for (const { id } of await subscriptionsOf(tx, notification.userId)) {
          await deps.jobs.enqueue("push-send", { subscriptionId: id, title, body, link: notification.link }, { tx });
        }
      });
    },

    "push-send": async ({ subscriptionId, title, body, link }) => {
      if (!publicKey || !privateKey) return;
      const s = await subscriptionById(deps.db, subscriptionId);
      if (!s) return; // unsubscribed meanwhile
      try {
        await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify({ title, body, link }), {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: 10_000,
          ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
        });
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          await forgetSubscription(deps.db, s.id);
          return;
        }
        if (err instanceof WebPushError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 429) {
          // Refused for good (a payload or key the service rejects): retrying would be refused again.
          deps.logger?.warn({ subscriptionId, status: err.statusCode }, "push service refused a notification");
          return;
        }
        throw err;
      }
    },
  };
}
