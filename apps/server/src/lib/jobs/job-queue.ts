/**
 * The job queue: pg-boss on the app's own database (PGlite or PostgreSQL), so a job is a row that
 * survives restarts and is fetched by exactly one instance (FOR UPDATE SKIP LOCKED). pg-boss keeps
 * the schema (`pgboss`), the scheduling (`start_after`), retries with back-off and maintenance; this
 * module adds typed names and payloads, enqueue inside a caller's transaction, cancel by key, and a
 * worker loop it runs itself so tests can drive one pass (`runDue`) instead of waiting for a timer.
 */
import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import PgBoss from "pg-boss";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { JOB_NAMES, JOB_POLICIES, type JobHandlers, type JobName, type JobPayloads, type JobRun } from "./job-types.ts";
import { drizzleExecutor } from "./sql-executor.ts";

/** pg-boss's schema; its tables are `pgboss.job` (live, failed kept here) and `pgboss.archive`. */
export const JOBS_SCHEMA = "pgboss";

export interface EnqueueOptions {
  /** Not before this time; absent means now. */
  startAfter?: Date;
  /**
   * At most one waiting job per name and key: a second enqueue with the key returns null while the
   * first waits. The key is also what cancel() takes (e.g. `booking:<id>:reminder-24h`).
   */
  singletonKey?: string;
  /** The caller's Drizzle transaction: the job commits or rolls back with it. */
  tx?: Db;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  singletonKey: string | null;
  attempts: number;
  error: unknown;
  failedAt: Date;
}

export interface JobQueue {
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<string | null>;
  /** Cancels the waiting jobs of a name with this key; returns how many. A job already running finishes. */
  cancel(name: JobName, singletonKey: string, options?: { tx?: Db }): Promise<number>;
  /** Registers the handlers; with `polling` (the server) a loop runs due jobs until stop(). */
  start(handlers: JobHandlers, options?: { polling?: boolean }): void;
  /** One pass: fetches what is due on every queue (up to the concurrency each), runs and records it. Returns how many ran. */
  runDue(): Promise<number>;
  /** Parked jobs (retries used up), newest first, for a person to look at. */
  failedJobs(limit?: number): Promise<FailedJob[]>;
  /** Gives a parked job one more attempt, due at once. */
  retryFailed(name: JobName, id: string): Promise<void>;
  /** Stops polling and waits for the jobs in hand; the database stays open. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  database: Pick<Database, "db" | "executeSql">;
  logger: Logger;
  /** Jobs fetched and run at once per queue by this instance. */
  concurrency: number;
  /** Pause between passes that found nothing due. */
  pollIntervalMs: number;
  /** How often this instance runs pg-boss's maintenance (time out stuck jobs, archive old ones). */
  maintenanceIntervalMs?: number;
}

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, logger, concurrency } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOBS_SCHEMA,
    migrate: true,
    // This module runs maintenance itself, only where workers run, so building deps starts no timers.
    supervise: false,
    schedule: false,
    // A parked job stays in pgboss.job for 14 days, then 7 more in pgboss.archive.
    archiveFailedAfterSeconds: 14 * 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on("error", (err: unknown) => logger.error({ err }, "job queue error"));
  await boss.start();
  for (const name of JOB_NAMES) {
    const policy = JOB_POLICIES[name];
    // `short`: at most one waiting job per key (unique index); jobs without a key get their own id as key.
    await boss.createQueue(name, {
      name,
      policy: "short",
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.timeoutSeconds,
    });
  }

  let handlers: JobHandlers | undefined;
  let running = false;
  let loop: Promise<void> | undefined;
  let maintenance: NodeJS.Timeout | undefined;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | undefined;

  const wake = () => {
    if (!sleeping) return;
    clearTimeout(sleeping.timer);
    sleeping.resolve();
    sleeping = undefined;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      sleeping = { timer: setTimeout(() => ((sleeping = undefined), resolve()), ms), resolve };
    });

  async function runJob(name: JobName, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
    const handler = handlers![name] as (payload: unknown, run: JobRun) => Promise<void>;
    const run: JobRun = { id: job.id, name, attempt: job.retryCount, singletonKey: job.singletonKey };
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = JOB_POLICIES[name].timeoutSeconds * 1000;
    try {
      await Promise.race([
        handler(job.data, run),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`job took longer than ${timeoutMs / 1000} s`)), timeoutMs);
        }),
      ]);
      return undefined;
    } catch (err) {
      return err ?? new Error("job failed without an error");
    } finally {
      clearTimeout(timer);
    }
  }

  async function runQueue(name: JobName): Promise<number> {
    const jobs = await boss.fetch<object>(name, { batchSize: concurrency, includeMetadata: true });
    if (!jobs.length) return 0;
    const outcomes = await Promise.all(jobs.map((job) => runJob(name, job)));
    const done = jobs.filter((_, i) => outcomes[i] === undefined).map((job) => job.id);
    if (done.length) await boss.complete(name, done);
    for (const [i, job] of jobs.entries()) {
      const err = outcomes[i];
      if (err === undefined) continue;
      // A handler may throw something that is not an Error; inspect() shows an object's fields, not "[object Object]".
      const error = err instanceof Error ? { message: err.message, stack: err.stack } : { message: typeof err === "string" ? err : inspect(err) };
      await boss.fail(name, job.id, error);
      const parked = job.retryCount >= job.retryLimit;
      const log = { job: { id: job.id, name, attempt: job.retryCount, singletonKey: job.singletonKey }, err };
      if (parked) logger.error(log, "job failed on its last attempt; parked as failed for a person to look at");
      else logger.warn(log, "job failed; it will be retried");
    }
    return jobs.length;
  }

  async function runDue(): Promise<number> {
    if (!handlers) throw new Error("job queue: start(handlers) before runDue()");
    let ran = 0;
    for (const name of JOB_NAMES) ran += await runQueue(name);
    return ran;
  }

  return {
    async enqueue(name, payload, enqueueOptions = {}) {
      const policy = JOB_POLICIES[name];
      const id = randomUUID();
      const executor = drizzleExecutor(enqueueOptions.tx ?? database.db);
      let inserted = 0;
      await boss.insert(
        [
          {
            id,
            name,
            data: payload,
            startAfter: enqueueOptions.startAfter?.toISOString(),
            singletonKey: enqueueOptions.singletonKey ?? `job:${id}`,
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: policy.timeoutSeconds,
          },
        ],
        {
          db: {
            executeSql: async (text, values) => {
              const result = await executor.executeSql(text, values);
              inserted = result.rowCount;
              return result;
            },
          },
        },
      );
      if (!inserted) return null;
      // A job due now need not wait for the next poll here (after its transaction commits).
      if (!enqueueOptions.startAfter || enqueueOptions.startAfter.getTime() <= Date.now()) setImmediate(wake);
      return id;
    },

    async cancel(name, singletonKey, cancelOptions = {}) {
      const db = cancelOptions.tx ?? database.db;
      // What pg-boss's cancel() does to one job (state, completed_on), for every waiting job of the key.
      const result = (await db.execute(sql`
        update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'cancelled', completed_on = now()
        where name = ${name} and singleton_key = ${singletonKey} and state < 'active'`)) as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      return result.rowCount ?? result.affectedRows ?? 0;
    },

    start(jobHandlers, startOptions = {}) {
      if (handlers) throw new Error("job queue: already started");
      handlers = jobHandlers;
      if (startOptions.polling === false) return;
      running = true;
      maintenance = setInterval(() => {
        boss.maintain().catch((err: unknown) => logger.error({ err }, "job queue maintenance failed"));
      }, options.maintenanceIntervalMs ?? 60_000);
      maintenance.unref();
      loop = (async () => {
        while (running) {
          let ran = 0;
          try {
            ran = await runDue();
          } catch (err) {
            logger.error({ err }, "job queue pass failed");
          }
          // A full pass means more may be waiting: go again at once.
          if (running && ran === 0) await sleep(options.pollIntervalMs);
        }
      })();
    },

    runDue,

    async failedJobs(limit = 50) {
      const rows = await database.executeSql(
        `select id, name, data, singleton_key, retry_count, output, completed_on from ${JOBS_SCHEMA}.job
         where state = 'failed' order by completed_on desc limit $1`,
        [limit],
      );
      return rows.rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        data: r.data,
        singletonKey: (r.singleton_key as string | null) ?? null,
        attempts: Number(r.retry_count) + 1,
        error: r.output,
        failedAt: new Date(r.completed_on as string | Date),
      }));
    },

    async retryFailed(name, id) {
      await boss.retry(name, id);
    },

    async stop() {
      running = false;
      if (maintenance) clearInterval(maintenance);
      wake();
      await loop;
      handlers = undefined;
      loop = undefined;
      await boss.stop({ graceful: false, close: false });
    },
  };
}
