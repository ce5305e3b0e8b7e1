/**
 * How long the logs of personal-data processing are kept (docs/security.md#logs-and-their-retention):
 * the admin audit log for AUDIT_LOG_RETENTION_DAYS, more than the one year the DPDP Rules ask for.
 * A nightly job deletes only rows older than that; the table's trigger (migration 0045) refuses
 * any younger deletion whoever asks, so a mistake here cannot shorten the period.
 */
import { sql } from "drizzle-orm";
import { rows, type Db } from "../db/client.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import { scheduleEveryHour } from "./jobs/schedule.ts";
import type { Logger } from "./logger.ts";

/** Kept at least a year (365 days) by law; 400 leaves a margin for a job that did not run for weeks. */
export const AUDIT_LOG_RETENTION_DAYS = 400;
/** Rows deleted per statement, so a first run over years of rows holds no long lock. */
const BATCH = 5000;

/** Deletes audit rows older than the retention period; returns how many. */
export async function pruneAuditLog(db: Db, logger?: Logger): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await rows<{ id: string }>(
      db,
      sql`delete from admin_audit_log where id in (
            select id from admin_audit_log where at < now() - make_interval(days => ${AUDIT_LOG_RETENTION_DAYS}) limit ${BATCH}
          ) returning id`,
    );
    total += deleted.length;
    if (deleted.length < BATCH) break;
  }
  if (total) logger?.info({ deleted: total, retentionDays: AUDIT_LOG_RETENTION_DAYS }, "audit log rows past retention deleted");
  return total;
}

/** 04:00 in India (22:30 UTC), after the likes recount. */
const RUN_UTC_MINUTES = 22 * 60 + 30;

export function nextRetentionRunAt(now: number): Date {
  const day = new Date(now);
  day.setUTCHours(0, RUN_UTC_MINUTES, 0, 0);
  if (day.getTime() <= now) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** Queues the next night's run now and every hour; one job per night whatever the number of instances. */
export function startAuditRetentionSchedule(jobs: Pick<JobQueue, "enqueue">, logger: Logger): { stop(): void } {
  return scheduleEveryHour(
    async () => {
      const at = nextRetentionRunAt(Date.now());
      await jobs.enqueue("audit-log-retention", {}, { startAfter: at, singletonKey: `audit-log-retention:${at.toISOString().slice(0, 10)}` });
    },
    logger,
    "audit log retention not scheduled",
  );
}
