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
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { JOB_NAMES, JOB_POLICIES, type JobHandlers, type JobName, type JobPayloads, type JobRun } from "./job-types.ts";
import { placeholdersToSql } from "./sql-executor.ts";

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

/** A job to insert as part of a caller's statement (JobQueue.insertSql). */
export type PlannedJob = {
  [N in JobName]: { name: N; payload: JobPayloads[N]; startAfter?: Date; singletonKey?: string };
}[JobName];

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
  /**
   * The insert of these jobs as one SQL fragment, the body of a data-modifying CTE, for an event
   * written in one statement: the jobs are inserted only where `when` holds (it may name the
   * statement's other CTEs), with what enqueue() would insert. After the statement, `inserted()`
   * lets jobs due now run without waiting for the next poll.
   */
  insertSql(jobs: PlannedJob[], when: SQL): Promise<{ query: SQL; inserted: () => void }>;
  /** cancel() as a statement fragment (a data-modifying CTE's body), applied only where `when` holds. */
  cancelSql(name: JobName, singletonKey: string, when: SQL): SQL;
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
  /** A smaller or larger number for some queues (video transcodes: VIDEO_PROCESSING_CONCURRENCY). */
  concurrencyOf?: Partial<Record<JobName, number>>;
  /** Pause between passes that found nothing due. */
  pollIntervalMs: number;
  /** How often this instance runs pg-boss's maintenance (time out stuck jobs, archive old ones). */
  maintenanceIntervalMs?: number;
  /** A queue's table is vacuumed after this many of its jobs finished here (VACUUM_AFTER_JOBS by default). */
  vacuumAfterJobs?: number;
}

/**
 * A finished job leaves its row's old version behind, and the fetch's index keeps pointing at it
 * until the table is vacuumed. PostgreSQL's autovacuum looks at a table about once a minute, so a
 * queue that runs a few hundred jobs a second (e-mail after a burst of bookings) had every fetch
 * step over thousands of dead entries: 13 ms a fetch at 10,000 of them, 0.3 ms after a vacuum. The
 * worker therefore vacuums a queue's own table itself once this many of its jobs have finished, at
 * most once per VACUUM_MIN_INTERVAL_MS; SKIP_LOCKED lets another instance's vacuum of it win.
 */
export const VACUUM_AFTER_JOBS = 1_000;
export const VACUUM_MIN_INTERVAL_MS = 5_000;

/** pg-boss's start_after for a job due now, as an interval added to now() (see jobRow). */
const DUE_NOW = "-1 second";

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
  // cancel() finds a waiting job by its key. pg-boss's own indexes cover a key only for jobs in
  // `created` (and as COALESCE(singleton_key, '')), so without this a cancel read every waiting job
  // of its name: at 10,000 waiting expiry jobs, milliseconds of the database's time per confirm.
  // Built on the partitioned table, it covers every queue's partition, present and future.
  await database
    .executeSql(`create index if not exists job_waiting_key_idx on ${JOBS_SCHEMA}.job (name, singleton_key) where state < 'active'`)
    .catch((err: unknown) => logger.warn({ err }, "job queue: could not create the index of waiting jobs by key"));
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

  // Each queue's own table (a partition of pgboss.job) and the jobs finished since it was vacuumed.
  const partitions = new Map<string, string>();
  for (const row of (await database.executeSql(`select name, partition_name from ${JOBS_SCHEMA}.queue`)).rows) {
    if (typeof row.partition_name === "string") partitions.set(String(row.name), row.partition_name);
  }
  const vacuumAfterJobs = options.vacuumAfterJobs ?? VACUUM_AFTER_JOBS;
  const finishedSinceVacuum = new Map<JobName, number>();
  const lastVacuum = new Map<JobName, number>();

  /** Vacuums the tables of the queues that finished enough jobs here since their last vacuum. */
  async function vacuumBusyQueues(): Promise<void> {
    for (const [name, finished] of finishedSinceVacuum) {
      const table = partitions.get(name);
      if (!table || finished < vacuumAfterJobs || Date.now() - (lastVacuum.get(name) ?? 0) < VACUUM_MIN_INTERVAL_MS) continue;
      finishedSinceVacuum.set(name, 0);
      lastVacuum.set(name, Date.now());
      await database.db
        .execute(sql`vacuum (skip_locked) ${sql.identifier(JOBS_SCHEMA)}.${sql.identifier(table)}`)
        .catch((err: unknown) => logger.warn({ err, queue: name }, "job queue: vacuum of the queue's table failed"));
    }
  }

  let handlers: JobHandlers | undefined;
  let running = false;
  let loop: Promise<void> | undefined;
  let maintenance: NodeJS.Timeout | undefined;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | undefined;

  /** Queues a job was just enqueued on: the loop's next pass asks these rather than every queue. */
  const hinted = new Set<JobName>();
  const wake = (name?: JobName) => {
    if (name) hinted.add(name);
    if (!sleeping) return;
    clearTimeout(sleeping.timer);
    sleeping.resolve();
    sleeping = undefined;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      sleeping = { timer: setTimeout(() => ((sleeping = undefined), resolve()), ms), resolve };
    });

  /** Long-running jobs in hand, by queue, each with the controller that stops it (stop()). */
  const detached = new Map<JobName, Map<string, { done: Promise<void>; controller: AbortController }>>();
  const limitOf = (name: JobName) => options.concurrencyOf?.[name] ?? concurrency;

  async function runJob(name: JobName, job: PgBoss.JobWithMetadata<object>, controller = new AbortController()): Promise<unknown> {
    const handler = handlers![name] as (payload: unknown, run: JobRun) => Promise<void>;
    const run: JobRun = { id: job.id, name, attempt: job.retryCount, singletonKey: job.singletonKey, signal: controller.signal };
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = JOB_POLICIES[name].timeoutSeconds * 1000;
    try {
      await Promise.race([
        handler(job.data, run),
        new Promise((_, reject) => {
          timer = setTimeout(() => {
            // The handler is told, so that a long one (a transcode) stops its own work too.
            controller.abort(new Error("job timed out"));
            reject(new Error(`job took longer than ${timeoutMs / 1000} s`));
          }, timeoutMs);
        }),
      ]);
      return undefined;
    } catch (err) {
      return err ?? new Error("job failed without an error");
    } finally {
      clearTimeout(timer);
    }
  }

  /** Records how a job ended: complete, or failed (retried later, or parked after its last attempt). */
  async function settle(name: JobName, jobs: PgBoss.JobWithMetadata<object>[], outcomes: unknown[]): Promise<void> {
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
  }

  async function runQueue(name: JobName, started?: Promise<void>[]): Promise<number> {
    const inHand = detached.get(name);
    const batchSize = limitOf(name) - (inHand?.size ?? 0);
    if (batchSize <= 0) return 0;
    const jobs = await boss.fetch<object>(name, { batchSize, includeMetadata: true });
    if (!jobs.length) return 0;
    finishedSinceVacuum.set(name, (finishedSinceVacuum.get(name) ?? 0) + jobs.length);
    if (JOB_POLICIES[name].longRunning) {
      // Not waited for here: a transcode would hold every other queue for its whole run.
      const running = inHand ?? new Map<string, { done: Promise<void>; controller: AbortController }>();
      detached.set(name, running);
      for (const job of jobs) {
        const controller = new AbortController();
        const done = runJob(name, job, controller)
          .then((outcome) => settle(name, [job], [outcome]))
          .catch((err: unknown) => logger.error({ err, job: { id: job.id, name } }, "job queue: recording a job's end failed"))
          .finally(() => running.delete(job.id));
        running.set(job.id, { done, controller });
        started?.push(done);
      }
      return jobs.length;
    }
    const outcomes = await Promise.all(jobs.map((job) => runJob(name, job)));
    await settle(name, jobs, outcomes);
    return jobs.length;
  }

  /**
   * What pg-boss inserts for a job: its policy, and its own id as key when it has none. A job due
   * now is inserted as due since a second ago: the fetch takes jobs with `start_after < now()`, and
   * PGlite's clock has millisecond resolution, so a job inserted and fetched within one millisecond
   * (the wake-up right after an enqueue) would otherwise wait for the next poll.
   */
  function jobRow(job: PlannedJob) {
    const policy = JOB_POLICIES[job.name];
    const id = randomUUID();
    return {
      id,
      name: job.name,
      data: job.payload,
      startAfter: job.startAfter?.toISOString() ?? DUE_NOW,
      singletonKey: job.singletonKey ?? `job:${id}`,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.timeoutSeconds,
    };
  }
  // What pg-boss's cancel() does to one job (state, completed_on), for every waiting job of the key.
  const cancelStatement = (name: JobName, singletonKey: string, when: SQL) =>
    sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'cancelled', completed_on = now()
        where name = ${name} and singleton_key = ${singletonKey} and state < 'active' and ${when}`;
  const dueNow = (startAfter?: Date) => !startAfter || startAfter.getTime() <= Date.now();

  /**
   * The one way jobs are inserted (enqueue, and insertSql for a caller's own statement): pg-boss's
   * batch insert, built by pg-boss and captured here rather than run, with the jobs' JSON passed only
   * where `when` holds. `inserted()`, after the statement, wakes the queues of jobs due now.
   */
  async function insertStatement(jobs: PlannedJob[], when: SQL): Promise<{ query: SQL; ids: string[]; inserted: () => void }> {
    const rows = jobs.map(jobRow);
    let statement: { text: string; values: unknown[] } | undefined;
    await boss.insert(rows, {
      db: {
        executeSql: (text, values = []) => {
          statement = { text, values };
          return Promise.resolve({ rows: [], rowCount: 0 });
        },
      },
    });
    if (!statement) throw new Error("job queue: pg-boss built no insert");
    // $1 is the jobs as JSON (json_to_recordset($1)): none unless `when` holds.
    const jobsJson = sql`(case when ${when} then ${sql.param(statement.values[0])}::json else '[]'::json end)`;
    const query = placeholdersToSql(statement.text, statement.values, new Map([[0, jobsJson]]));
    const due = [...new Set(jobs.filter((j) => dueNow(j.startAfter)).map((j) => j.name))];
    return { query, ids: rows.map((r) => r.id), inserted: () => due.forEach((name) => setImmediate(wake, name)) };
  }

  async function runDue(): Promise<number> {
    if (!handlers) throw new Error("job queue: start(handlers) before runDue()");
    let ran = 0;
    // One pass runs to its end, long-running jobs included: that is what a test drives.
    const started: Promise<void>[] = [];
    for (const name of JOB_NAMES) ran += await runQueue(name, started);
    await Promise.all(started);
    await vacuumBusyQueues();
    return ran;
  }

  return {
    async enqueue(name, payload, enqueueOptions = {}) {
      const job = { name, payload, startAfter: enqueueOptions.startAfter, singletonKey: enqueueOptions.singletonKey } as PlannedJob;
      const planned = await insertStatement([job], sql`true`);
      const result = (await (enqueueOptions.tx ?? database.db).execute(planned.query)) as { rowCount?: number | null; affectedRows?: number };
      if (!(result.rowCount ?? result.affectedRows ?? 0)) return null;
      // A job due now need not wait for the next poll here (after its transaction commits).
      planned.inserted();
      return planned.ids[0]!;
    },

    async insertSql(jobs, when) {
      const { query, inserted } = await insertStatement(jobs, when);
      return { query, inserted };
    },

    cancelSql: (name, singletonKey, when) => cancelStatement(name, singletonKey, when),

    async cancel(name, singletonKey, cancelOptions = {}) {
      const db = cancelOptions.tx ?? database.db;
      const result = (await db.execute(cancelStatement(name, singletonKey, sql`true`))) as { rowCount?: number | null; affectedRows?: number };
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
        // The first pass, and every pass after a poll interval, asks every queue. In between, a pass
        // asks only the queues that had work last time (they may have more) and those a job was
        // just enqueued on: under a stream of writes the loop would otherwise keep asking all six
        // queues, one round trip each, to run the e-mail jobs of one.
        // A queue whose jobs fall due by time (reminders) is not hinted: a full pass at least every
        // poll interval, however busy the others are, keeps it from waiting behind them.
        let names: JobName[] = [...JOB_NAMES];
        let lastFullPass = 0;
        while (running) {
          if (Date.now() - lastFullPass >= options.pollIntervalMs) names = [...JOB_NAMES];
          if (names.length === JOB_NAMES.length) lastFullPass = Date.now();
          const busy = new Set<JobName>();
          for (const name of names) {
            try {
              if ((await runQueue(name)) > 0) busy.add(name);
            } catch (err) {
              logger.error({ err, queue: name }, "job queue pass failed");
            }
          }
          for (const name of hinted) busy.add(name);
          hinted.clear();
          await vacuumBusyQueues();
          if (busy.size > 0) {
            names = [...busy];
            // Let requests and timers in before the next pass: on PGlite every await of the pass
            // settles as a microtask, so a queue that always has work would hold the event loop.
            await new Promise<void>((resolve) => setImmediate(resolve));
            continue;
          }
          if (!running) break;
          await sleep(options.pollIntervalMs);
          names = hinted.size > 0 ? [...hinted] : [...JOB_NAMES];
          hinted.clear();
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
      // Long jobs are stopped rather than waited for (a transcode could take an hour); each is
      // recorded as failed and so retried, by this instance after a restart or by another.
      const inHand = [...detached.values()].flatMap((jobs) => [...jobs.values()]);
      for (const job of inHand) job.controller.abort(new Error("the worker is stopping"));
      await Promise.all(inHand.map((job) => job.done));
      handlers = undefined;
      loop = undefined;
      await boss.stop({ graceful: false, close: false });
    },
  };
}
