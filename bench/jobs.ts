/**
 * Job queue bench: N send-email jobs all due at the same instant (every 15-minute reminder of one
 * half-hourly slot is), run by the real queue and the real outbox mailer. On PostgreSQL two instances
 * (two queues with their own pools) share them; on PGlite one does. Also times `select 1` on the
 * same database with no workers, with idle workers polling, and while the jobs run, which is what the
 * queue costs the app's own queries (most on PGlite, whose one connection both share).
 */
import { sql } from "drizzle-orm";
import { pino } from "pino";
import type { Database } from "../apps/server/src/db/client.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { createJobHandlers } from "../apps/server/src/job-handlers.ts";
import { createJobQueue, type JobQueue } from "../apps/server/src/lib/jobs/job-queue.ts";
import { createMailer } from "../apps/server/src/lib/mailer.ts";

export interface JobsBenchResult {
  db: "pglite" | "postgres";
  jobs: number;
  instances: number;
  concurrency: number;
  enqueuePerSec: number;
  /** from the moment they were due to the last one completed */
  drainSeconds: number;
  processedPerSec: number;
  /** e-mails in the outbox that a job wrote more than once (must be 0) */
  duplicates: number;
  missing: number;
  /** `select 1` round trips per second on the same database */
  select1: { noWorkers: number; idleWorkers: number; busyWorkers: number };
}

const silent = pino({ level: "silent" });

async function select1Rate(database: Database, ms: number, until?: () => boolean): Promise<number> {
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < ms && !(until?.() ?? false)) {
    await database.db.execute(sql`select 1`);
    n++;
  }
  return Math.round(n / ((performance.now() - started) / 1000));
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const r = (await database.db.execute(query)) as { rows: { n: number | string }[] };
  return Number(r.rows[0]!.n);
}

/**
 * `open` opens the bench's fresh database; on PostgreSQL it is called once per instance (own pool).
 * The jobs become due `leadMs` after the first enqueue, so all are waiting when the moment comes.
 */
export async function runJobsBench(options: {
  kind: "pglite" | "postgres";
  open: () => Promise<Database>;
  jobs: number;
  concurrency?: number;
  log: (line: string) => void;
}): Promise<JobsBenchResult> {
  const { kind, jobs: total, log } = options;
  const concurrency = options.concurrency ?? 5;
  const instances = kind === "postgres" ? 2 : 1;
  const databases: Database[] = [await options.open()];
  for (let i = 1; i < instances; i++) databases.push(await options.open());
  const main = databases[0]!;
  const queues: JobQueue[] = [];
  try {
    for (const database of databases) {
      queues.push(await createJobQueue({ database, logger: silent, concurrency, pollIntervalMs: 1000 }));
    }
    const noWorkers = await select1Rate(main, 2000);

    // Enqueue everything (one statement each, as a feature would), all due at one instant.
    const enqueueStarted = performance.now();
    const dueAt = new Date(Date.now() + 3_600_000);
    for (let n = 0; n < total; n++) {
      await queues[0]!.enqueue("send-email", { to: `jobs-bench-${n}@example.in`, subject: "Reminder", text: `Your consultation starts in 15 minutes (${n}).` }, { startAfter: dueAt });
    }
    const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
    log(`  ${total.toLocaleString("en-US")} jobs enqueued in ${enqueueSeconds.toFixed(1)} s (${Math.round(total / enqueueSeconds)}/s)`);

    for (const [i, queue] of queues.entries()) {
      const db = databases[i]!.db;
      queue.start(createJobHandlers({ mailer: createMailer({ db, logger: silent, from: "bench <bench@example.in>" }), db, jobs: queue, config: loadConfig({ PUBLIC_URL: "http://localhost" }) }));
    }
    const idleWorkers = await select1Rate(main, 2000);

    // The moment comes: move the waiting jobs' due time to now (what the clock would do an hour later).
    await main.executeSql(`update pgboss.job set start_after = now() where name = 'send-email' and state = 'created'`);
    const due = performance.now();
    let done = 0;
    let busyWorkers = 0;
    let last = 0;
    while (done < total) {
      // Time the app's queries while the workers run, then look at progress.
      if (!busyWorkers) busyWorkers = await select1Rate(main, 1000);
      done = await count(main, sql`select count(*) as n from pgboss.job where name = 'send-email' and state = 'completed'`);
      const seconds = (performance.now() - due) / 1000;
      if (seconds - last >= 5) {
        log(`    ${done.toLocaleString("en-US")} done after ${seconds.toFixed(0)} s`);
        last = seconds;
      }
      if (seconds > 600) throw new Error(`jobs bench: only ${done} of ${total} jobs done after 10 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const drainSeconds = (performance.now() - due) / 1000;

    const outbox = (await main.db.execute(
      sql`select count(*) as rows, count(distinct "to") as distinct_to from email_outbox where "to" like 'jobs-bench-%'`,
    )) as { rows: { rows: number | string; distinct_to: number | string }[] };
    const rows = Number(outbox.rows[0]!.rows);
    const distinct = Number(outbox.rows[0]!.distinct_to);
    return {
      db: kind,
      jobs: total,
      instances,
      concurrency,
      enqueuePerSec: Math.round(total / enqueueSeconds),
      drainSeconds: Number(drainSeconds.toFixed(1)),
      processedPerSec: Math.round(total / drainSeconds),
      duplicates: rows - distinct,
      missing: total - distinct,
      select1: { noWorkers, idleWorkers, busyWorkers },
    };
  } finally {
    for (const queue of queues) await queue.stop();
    for (const database of databases) await database.close();
  }
}
