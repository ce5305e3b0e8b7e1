import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, rows, type Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";
import { advanceJobClock } from "../../test/job-clock.ts";
import { testConfig, testDatabase, usingPostgres } from "../../test/harness.ts";
import type { Logger } from "../logger.ts";
import { createMailer, type Mail, type Mailer } from "../mailer.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { createJobQueue, type JobQueue } from "./job-queue.ts";
import type { JobHandlers, JobName, JobRun } from "./job-types.ts";

const HOUR = 3_600_000;
const mail = (n: number | string): Mail => ({ to: `user${n}@example.in`, subject: `Subject ${n}`, text: `Body ${n}` });

interface LogLine {
  level: number;
  msg: string;
  job?: { id: string; attempt: number };
}

function captureLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

const opened: JobQueue[] = [];
const extraDatabases: Database[] = [];

async function queue(
  options: { database?: Database; logger?: Logger; concurrency?: number; vacuumAfterJobs?: number; concurrencyOf?: Partial<Record<JobName, number>> } = {},
): Promise<JobQueue> {
  const jobs = await createJobQueue({
    database: options.database ?? (await testDatabase()),
    logger: options.logger ?? pino({ level: "silent" }),
    concurrency: options.concurrency ?? 5,
    concurrencyOf: options.concurrencyOf,
    pollIntervalMs: 500,
    vacuumAfterJobs: options.vacuumAfterJobs,
  });
  opened.push(jobs);
  return jobs;
}

/** The other queues' handlers, for tests about send-email alone; this file enqueues none of them. */
const unexpected = () => Promise.reject(new Error("unexpected job"));
const otherQueues = { "booking-reminder": unexpected, "user-email": unexpected, "booking-expire": unexpected, "push-notify": unexpected, "push-send": unexpected, "video-renditions": unexpected, "likes-recount": unexpected, "audit-log-retention": unexpected, "payout-send": unexpected, "payouts-weekly": unexpected, "payouts-reconcile": unexpected, "data-export-build": unexpected, "data-export-expire": unexpected, "account-erasure": unexpected } satisfies Omit<JobHandlers, "send-email">;

/** Handlers that record each run of send-email. */
function recording(): { handlers: JobHandlers; runs: { mail: Mail; run: JobRun }[] } {
  const runs: { mail: Mail; run: JobRun }[] = [];
  return { runs, handlers: {
      ...otherQueues,
      "send-email": (m, run) => {
        runs.push({ mail: m, run });
        return Promise.resolve();
      },
    },
  };
}

/** A queue on the test database, started without polling, whose e-mail jobs are recorded. */
async function recordingQueue() {
  const database = await testDatabase();
  const jobs = await queue();
  const { handlers, runs } = recording();
  jobs.start(handlers, { polling: false });
  return { database, jobs, runs };
}

async function jobStates(database: Database): Promise<{ state: string; retry_count: number; due_in_ms: number }[]> {
  return rows(
    database.db,
    sql`select state::text, retry_count, (extract(epoch from start_after - now()) * 1000)::float8 as due_in_ms
        from pgboss.job order by created_on`,
  );
}

/** A second instance's database: its own pool on PostgreSQL; on PGlite the one in-process database. */
async function secondDatabase(): Promise<Database> {
  if (!usingPostgres) return testDatabase();
  const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolMax: 5, migrate: false });
  extraDatabases.push(database);
  return database;
}

afterEach(async () => {
  for (const jobs of opened.splice(0)) await jobs.stop();
  for (const database of extraDatabases.splice(0)) await database.close();
});

describe("job queue", () => {
  it("runs a job scheduled for T at T, not a minute before", async () => {
    const { database, jobs, runs } = await recordingQueue();

    const id = await jobs.enqueue("send-email", mail(1), { startAfter: new Date(Date.now() + 24 * HOUR) });
    expect(id).toEqual(expect.any(String));
    expect(await jobs.runDue()).toBe(0);

    await advanceJobClock(database, 24 * HOUR - 60_000);
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toHaveLength(0);

    await advanceJobClock(database, 61_000);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toEqual([{ mail: mail(1), run: { id, name: "send-email", attempt: 0, singletonKey: `job:${id}`, signal: expect.any(AbortSignal) as AbortSignal } }]);
    expect(await jobs.runDue()).toBe(0);
    expect((await jobStates(database)).map((j) => j.state)).toEqual(["completed"]);
  });

  it("enqueues inside the caller's transaction: a rollback takes the job with it", async () => {
    const { database, jobs, runs } = await recordingQueue();

    await database.db.transaction(async (tx) => {
      await tx.insert(emailOutbox).values({ to: "kept@example.in", subject: "s", text: "t" });
      await jobs.enqueue("send-email", mail("committed"), { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue("send-email", mail("rolled-back"), { tx });
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");

    expect(await jobs.runDue()).toBe(1);
    expect(runs.map((r) => r.mail.to)).toEqual(["usercommitted@example.in"]);
  });

  it("keeps one waiting job per key, and a cancelled job never runs", async () => {
    const { database, jobs, runs } = await recordingQueue();
    const at = new Date(Date.now() + HOUR);

    expect(await jobs.enqueue("send-email", mail("a"), { startAfter: at, singletonKey: "booking:a:reminder" })).toEqual(expect.any(String));
    expect(await jobs.enqueue("send-email", mail("a2"), { startAfter: at, singletonKey: "booking:a:reminder" })).toBeNull();
    await jobs.enqueue("send-email", mail("b"), { startAfter: at, singletonKey: "booking:b:reminder" });

    // Cancelling inside a transaction that rolls back cancels nothing.
    await database.db
      .transaction(async (tx) => {
        expect(await jobs.cancel("send-email", "booking:b:reminder", { tx })).toBe(1);
        throw new Error("undo");
      })
      .catch(() => undefined);
    expect(await jobs.cancel("send-email", "booking:a:reminder")).toBe(1);
    expect(await jobs.cancel("send-email", "booking:a:reminder")).toBe(0);

    await advanceJobClock(database, 2 * HOUR);
    expect(await jobs.runDue()).toBe(1);
    expect(runs.map((r) => r.mail.to)).toEqual(["userb@example.in"]);
    // The key is free again once its job is cancelled: a rebooked slot gets a new reminder.
    expect(await jobs.enqueue("send-email", mail("a3"), { singletonKey: "booking:a:reminder" })).toEqual(expect.any(String));
  });

  it("inserts and cancels jobs inside a caller's statement, only where its condition holds", async () => {
    const { database, jobs, runs } = await recordingQueue();
    const later = new Date(Date.now() + HOUR);
    await jobs.enqueue("send-email", mail("old"), { startAfter: later, singletonKey: "event:old" });

    const statement = async (happened: boolean) => {
      const when = sql`exists (select 1 from event)`;
      const inserted = await jobs.insertSql(
        [
          { name: "send-email", payload: mail(`now-${happened}`) },
          { name: "send-email", payload: mail(`later-${happened}`), startAfter: later, singletonKey: "event:later" },
        ],
        when,
      );
      await database.db.execute(sql`with event as (select 1 where ${happened}),
        cancelled as (${jobs.cancelSql("send-email", "event:old", when)}),
        queued as (${inserted.query})
        select 1`);
      inserted.inserted();
    };
    const oldState = async () => (await rows<{ state: string }>(database.db, sql`select state from pgboss.job where singleton_key = 'event:old'`))[0]!.state;
    await statement(false);
    expect(await jobs.runDue()).toBe(0);
    expect(await oldState()).toBe("created");
    await statement(true);
    expect(await oldState()).toBe("cancelled");
    // A key already waiting is kept, as enqueue() keeps it: the second insert of "event:later" is ignored.
    await statement(true);

    expect(await jobs.runDue()).toBe(2);
    await advanceJobClock(database, 2 * HOUR);
    expect(await jobs.runDue()).toBe(1);
    expect(runs.map((r) => r.mail.to).sort()).toEqual(["userlater-true@example.in", "usernow-true@example.in", "usernow-true@example.in"]);
    const [row] = await rows<{ retry_limit: number; expire_in: string }>(database.db, sql`select retry_limit, expire_in::text from pgboss.job where singleton_key = 'event:later'`);
    const [enqueued] = await rows<{ retry_limit: number; expire_in: string }>(database.db, sql`select retry_limit, expire_in::text from pgboss.job where singleton_key = 'event:old'`);
    expect(row).toEqual(enqueued);
  });

  it("retries a failing e-mail with growing delays, then parks it as failed and logs it", async () => {
    const database = await testDatabase();
    const { logger, lines } = captureLogger();
    const jobs = await queue({ logger });
    let attempts = 0;
    const broken: Mailer = {
      delivers: true,
      send: () => {
        attempts++;
        return Promise.reject(new Error("SMTP server unreachable"));
      },
    };
    jobs.start(createJobHandlers({ mailer: broken, db: database.db, jobs, config: testConfig() }), { polling: false });
    await jobs.enqueue("send-email", mail(1));

    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      expect(await jobs.runDue()).toBe(1);
      const [job] = await jobStates(database);
      if (attempt < 6) {
        expect(job!.state).toBe("retry");
        delays.push(job!.due_in_ms);
        // Not due before its delay has passed.
        expect(await jobs.runDue()).toBe(0);
        await advanceJobClock(database, job!.due_in_ms + 1_000);
      } else {
        expect(job!.state).toBe("failed");
      }
    }
    expect(attempts).toBe(7);
    // 30 s doubled each time, with up to 100 % jitter: [30, 60) s, [60, 120) s, … [960, 1920) s.
    delays.forEach((ms, n) => {
      expect(ms).toBeGreaterThan(30_000 * 2 ** n - 2_000);
      expect(ms).toBeLessThan(30_000 * 2 ** (n + 1) + 2_000);
    });

    await advanceJobClock(database, 30 * 24 * HOUR);
    expect(await jobs.runDue()).toBe(0);
    const [parked] = await jobs.failedJobs();
    expect(parked).toMatchObject({ name: "send-email", data: mail(1), attempts: 7, error: { message: "SMTP server unreachable" } });
    expect(lines.filter((l) => l.msg === "job failed; it will be retried")).toHaveLength(6);
    const last = lines.filter((l) => l.level === 50);
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ job: { id: parked!.id, attempt: 6 } });
    expect(last[0]!.msg).toContain("parked");

    // A person can send it round once more.
    await jobs.retryFailed("send-email", parked!.id);
    expect(await jobs.runDue()).toBe(1);
    expect(attempts).toBe(8);
  });

  it("sends e-mail through the queue to the outbox, without waiting for the next poll", async () => {
    const database = await testDatabase();
    const jobs = await queue();
    const logger = pino({ level: "silent" });
    // The loop's sleep between polls is a 500 ms timer: seen set, the loop has found nothing and sleeps.
    const timers = vi.spyOn(globalThis, "setTimeout");
    jobs.start(createJobHandlers({ mailer: createMailer({ db: database.db, logger, from: "x <x@example.in>" }), db: database.db, jobs, config: testConfig() }));
    await vi.waitFor(() => expect(timers.mock.calls.some(([, ms]) => ms === 500)).toBe(true));
    timers.mockRestore();
    // An enqueue wakes it.
    const started = Date.now();
    await jobs.enqueue("send-email", mail("outbox"));
    for (let i = 0; i < 200; i++) {
      const kept = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "useroutbox@example.in"));
      if (kept.length) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const kept = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "useroutbox@example.in"));
    expect(kept).toMatchObject([{ subject: "Subject outbox", text: "Body outbox" }]);
    expect(Date.now() - started).toBeLessThan(450);
  });

  it("keeps running a job that falls due by time while another queue is kept busy", async () => {
    const jobs = await queue();
    let streaming = true;
    let sent = 0;
    let reminded: number | undefined;
    let sentBeforeReminder = 0;
    jobs.start({
      ...otherQueues,
      // A stream of e-mails: each run enqueues the next, so the e-mail queue always has work.
      "send-email": async () => {
        sent++;
        if (streaming) await jobs.enqueue("send-email", mail(sent));
      },
      "booking-reminder": () => {
        reminded = Date.now();
        sentBeforeReminder = sent;
        return Promise.resolve();
      },
    });
    await jobs.enqueue("send-email", mail(0));
    const dueAt = Date.now() + 300;
    await jobs.enqueue("booking-reminder", { bookingId: randomUUID(), scheduledAt: new Date(dueAt + HOUR).toISOString(), offset: "15m" }, { startAfter: new Date(dueAt) });
    for (let i = 0; i < 300 && reminded === undefined; i++) await new Promise((r) => setTimeout(r, 10));
    // The e-mail queue was busy all along: it had run before the reminder and runs on after it.
    for (let i = 0; i < 300 && sent <= sentBeforeReminder; i++) await new Promise((r) => setTimeout(r, 10));
    streaming = false;
    expect(reminded, "the reminder waited behind the busy e-mail queue").toBeDefined();
    expect(sentBeforeReminder, "no e-mail ran before the reminder").toBeGreaterThan(1);
    expect(sent, "the e-mails stopped before the reminder ran").toBeGreaterThan(sentBeforeReminder);
    // due at dueAt; a full pass comes at least every poll interval (500 ms here)
    expect(reminded! - dueAt).toBeLessThan(1_500);
  });

  it("runs a long job beside the loop: other queues go on, at most its own concurrency at once, and stop() aborts it for a retry", async () => {
    const jobs = await queue({ concurrencyOf: { "video-renditions": 1 } });
    const started: string[] = [];
    const aborted: string[] = [];
    let sent = 0;
    jobs.start({
      ...otherQueues,
      "send-email": () => {
        sent++;
        return Promise.resolve();
      },
      // A transcode that runs until it is told to stop.
      "video-renditions": ({ videoId }, run) =>
        new Promise<void>((_, reject) => {
          started.push(videoId);
          run.signal.addEventListener("abort", () => {
            aborted.push(videoId);
            reject(new Error("stopped"));
          });
        }),
    });
    await jobs.enqueue("video-renditions", { videoId: "a" });
    await jobs.enqueue("video-renditions", { videoId: "b" });
    for (let i = 0; i < 300 && started.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await jobs.enqueue("send-email", mail(1));
    for (let i = 0; i < 300 && sent === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sent, "the e-mail waited behind the long job").toBe(1);
    expect(started).toHaveLength(1);
    await jobs.stop();
    expect(aborted).toEqual(started);
    const found = await (await testDatabase()).executeSql(`select state, retry_count from pgboss.job where name = 'video-renditions' order by data->>'videoId'`);
    // The stopped one is failed for now and due again after its retry delay; the other still waits.
    expect(found.rows.map((r) => r.state).sort()).toEqual(["created", "retry"]);
  });

  it("runs each job exactly once with two instances on one database", async () => {
    const first = await queue({ database: await testDatabase(), concurrency: 4 });
    const second = await queue({ database: await secondDatabase(), concurrency: 4 });
    const counts = new Map<string, number>();
    const handlers = (instance: string): JobHandlers => ({
      ...otherQueues,
      "send-email": async (m) => {
        counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
        if (!counts.has(`by:${instance}`)) counts.set(`by:${instance}`, 0);
        // A little work, so both instances are mid-batch at once.
        await new Promise((r) => setTimeout(r, 1));
      },
    });
    first.start(handlers("first"), { polling: false });
    second.start(handlers("second"), { polling: false });
    const total = 120;
    for (let n = 0; n < total; n++) await first.enqueue("send-email", mail(n));

    const drain = async (jobs: JobQueue) => {
      while ((await jobs.runDue()) > 0);
    };
    await Promise.all([drain(first), drain(second), drain(first), drain(second)]);

    const perJob = [...counts].filter(([k]) => !k.startsWith("by:")).map(([, v]) => v);
    expect(perJob).toHaveLength(total);
    expect(perJob.every((v) => v === 1)).toBe(true);
    if (usingPostgres) expect([...counts.keys()].filter((k) => k.startsWith("by:")).sort()).toEqual(["by:first", "by:second"]);
  });

  it("keeps waiting jobs across a restart: a new instance runs them", async () => {
    const database = await testDatabase();
    const before = await queue();
    before.start(recording().handlers);
    await before.enqueue("send-email", mail("later"), { startAfter: new Date(Date.now() + 15 * 60_000) });
    await before.stop();

    const after = await queue({ database: await secondDatabase() });
    const { handlers, runs } = recording();
    after.start(handlers, { polling: false });
    await advanceJobClock(database, 15 * 60_000);
    expect(await after.runDue()).toBe(1);
    expect(runs.map((r) => r.mail.to)).toEqual(["userlater@example.in"]);
  });

  it("vacuums a queue's own table once enough of its jobs have finished, and not before", async () => {
    const database = await testDatabase();
    const jobs = await queue({ vacuumAfterJobs: 4 });
    jobs.start(recording().handlers, { polling: false });
    // The send-email queue's table and how often it has been vacuumed (a fresh read each time).
    const vacuums = async () => {
      const [row] = await rows<{ n: number }>(
        database.db,
        sql`select coalesce(s.vacuum_count, 0)::int as n from pgboss.queue q
            left join pg_stat_user_tables s on s.schemaname = 'pgboss' and s.relname = q.partition_name
            where q.name = 'send-email'`,
      );
      return row!.n;
    };
    const before = await vacuums();

    for (let n = 0; n < 3; n++) await jobs.enqueue("send-email", mail(n));
    expect(await jobs.runDue()).toBe(3);
    expect(await vacuums(), "vacuumed after 3 jobs, under the threshold of 4").toBe(before);

    await jobs.enqueue("send-email", mail(3));
    expect(await jobs.runDue()).toBe(1);
    expect(await vacuums(), "not vacuumed once 4 jobs had finished").toBe(before + 1);

    // The counter starts again after a vacuum.
    await jobs.enqueue("send-email", mail(4));
    expect(await jobs.runDue()).toBe(1);
    expect(await vacuums()).toBe(before + 1);
  });
});
