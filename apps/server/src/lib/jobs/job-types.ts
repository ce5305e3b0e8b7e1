/**
 * Every job the queue knows: its name, its payload and how it is retried. A feature adds its job
 * here and its handler in apps/server/src/job-handlers.ts; the compiler then holds enqueue() and the handler to one type.
 */
import type { ReminderOffset } from "@expertconnect/shared/schemas/notifications";
import type { MailMessage } from "../i18n/mails.ts";
import type { Notice } from "../i18n/notices.ts";
import type { Mail } from "../mailer.ts";

export interface JobPayloads {
  "send-email": Mail;
  /** A pending booking nobody confirmed or declined by its start: cancelled with a full refund. */
  "booking-expire": { bookingId: string; scheduledAt: string };
  /** A confirmed booking's reminder; sent only if the booking is still confirmed for that time when it runs. */
  "booking-reminder": { bookingId: string; scheduledAt: string; offset: ReminderOffset };
  /** E-mail to an account, addressed when it runs and skipped if the person turned `preference` off by then. */
  "user-email": {
    userId: string;
    /** the English; sent as it is to a person whose language is English */
    subject: string;
    text: string;
    preference?: "appointmentReminders" | "expertResponsesEmail";
    /** what it says, worded in the person's language when it is sent (lib/i18n/mails.ts) */
    mail?: MailMessage;
    notice?: { message: Notice; url: string };
  };
  /** A notification for a person's browsers (Web Push): fans out to one push-send per subscription. */
  "push-notify": { userId: string; title: string; body: string; link: string; message?: Notice };
  /** One browser's copy of a notification. */
  "push-send": { subscriptionId: string; title: string; body: string; link: string };
  /** A saved video's HLS renditions (features/feed/feed.renditions.ts). */
  "video-renditions": { videoId: string };
  /** The nightly recount of likes (features/feed/feed.likes.ts): corrects and logs any drift. */
  "likes-recount": Record<string, never>;
  /** The nightly deletion of audit log rows past their retention period (lib/audit-retention.ts). */
  "audit-log-retention": Record<string, never>;
  /** A requested payout, sent to the payment provider with its id as the idempotency key (features/payouts/payouts.send.ts). */
  "payout-send": { payoutId: string };
  /** The week's automatic payouts, `week` its Monday (features/payouts/payouts.weekly.ts). */
  "payouts-weekly": { week: string };
  /** Payouts left unsettled too long, asked about again (features/payouts/payouts.reconcile.ts). */
  "payouts-reconcile": Record<string, never>;
  /** A person's copy of their data: the ZIP built into storage, and the person told (features/privacy/data-export.build.ts). */
  "data-export-build": { exportId: string };
  /** A ready copy's time is up: its file is deleted. */
  "data-export-expire": { exportId: string };
  /** A confirmed erasure whose grace period is over: the account's data deleted or de-identified (features/privacy/erasure.run.ts). */
  "account-erasure": { requestId: string };
}

export type JobName = keyof JobPayloads;

export interface JobPolicy {
  /** Further attempts after the first one fails; after the last the job is parked as `failed`. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** A run that takes longer is abandoned and counts as a failure (and a crashed instance's job is retried after it). */
  timeoutSeconds: number;
  /**
   * Minutes or hours of work (a transcode): the worker runs it beside its loop instead of waiting
   * for it, so the other queues keep running; at most the queue's own concurrency at once.
   */
  longRunning?: boolean;
}

export const JOB_POLICIES: { [N in JobName]: JobPolicy } = {
  // An SMTP server that is down for a while: 30 s, 1, 2, 4, 8 min … about an hour in all.
  "send-email": { retryLimit: 6, retryDelaySeconds: 30, timeoutSeconds: 120 },
  // One transaction on our own database: a failure is a database outage, retried for about 15 min.
  "booking-expire": { retryLimit: 5, retryDelaySeconds: 30, timeoutSeconds: 60 },
  "user-email": { retryLimit: 6, retryDelaySeconds: 30, timeoutSeconds: 120 },
  // Only database work: a few quick retries; a reminder hours late is worth less than none.
  "booking-reminder": { retryLimit: 3, retryDelaySeconds: 10, timeoutSeconds: 60 },
  "push-notify": { retryLimit: 3, retryDelaySeconds: 10, timeoutSeconds: 60 },
  // A push service that is down: 30 s, 1, 2, 4 min; a notification much later than that is noise.
  "push-send": { retryLimit: 4, retryDelaySeconds: 30, timeoutSeconds: 60 },
  // A transcode has its own time limit (feed.renditions.ts); this is the outer bound after which a
  // crashed instance's job is tried again. A retry follows a crash or a shutdown, not a bad file.
  "video-renditions": { retryLimit: 2, retryDelaySeconds: 30, timeoutSeconds: 4 * 60 * 60, longRunning: true },
  // Batches of a thousand items, each its own transaction: an hour covers millions; a failed night
  // is retried twice, and the next night recounts everything anyway.
  "likes-recount": { retryLimit: 2, retryDelaySeconds: 300, timeoutSeconds: 60 * 60, longRunning: true },
  // Deletes in batches; a failure is the database being away, and the next night catches up.
  "audit-log-retention": { retryLimit: 2, retryDelaySeconds: 300, timeoutSeconds: 30 * 60 },
  // A provider that is down: 30 s, 1, 2, 4 … about 4 hours in all; each attempt carries the same
  // idempotency key, so a retry after a lost answer cannot pay twice. Parked after that for a person.
  "payout-send": { retryLimit: 9, retryDelaySeconds: 30, timeoutSeconds: 60 },
  // Batches of experts, each request its own transaction and at most one a week per expert, so a
  // retry after a crash or a database outage picks up those not yet paid. Beside the loop: minutes.
  "payouts-weekly": { retryLimit: 3, retryDelaySeconds: 300, timeoutSeconds: 60 * 60, longRunning: true },
  // A batch of provider look-ups; a failed run is not retried, as the next one (minutes later) asks again.
  "payouts-reconcile": { retryLimit: 0, retryDelaySeconds: 60, timeoutSeconds: 10 * 60 },
  // Streams a person's rows and files (videos among them) into a ZIP: minutes for a large account,
  // beside the loop so e-mail keeps flowing. A failure is storage or the database being away: three
  // retries from a minute; after the last the request shows as failed and may be made again.
  "data-export-build": { retryLimit: 3, retryDelaySeconds: 60, timeoutSeconds: 2 * 60 * 60, longRunning: true },
  // One delete in storage and one update: retried for about a day if storage is away.
  "data-export-expire": { retryLimit: 8, retryDelaySeconds: 300, timeoutSeconds: 10 * 60 },
  // One transaction, then the files: a failure is the database or storage being away. Retried for
  // about a day; each run picks up where the last stopped (the request's status says where).
  "account-erasure": { retryLimit: 8, retryDelaySeconds: 300, timeoutSeconds: 30 * 60 },
};

export const JOB_NAMES = Object.keys(JOB_POLICIES) as JobName[];

/** What a handler learns about the run besides its payload. */
export interface JobRun {
  id: string;
  name: JobName;
  /** 0 on the first attempt. */
  attempt: number;
  singletonKey: string | null;
  /** Aborted when the job's time is up or the worker stops: a long handler stops its work then. */
  signal: AbortSignal;
}

export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N], run: JobRun) => Promise<void> };
