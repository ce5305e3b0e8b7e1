/**
 * The audit log's retention (docs/security.md#logs-and-their-retention): the nightly job deletes
 * only rows older than AUDIT_LOG_RETENTION_DAYS, and the database itself refuses to delete or
 * change any younger row, whoever asks.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/client.ts";
import { createJobHandlers } from "../job-handlers.ts";
import { startTestServer, type TestServer } from "../test/harness.ts";
import { runDueJobs } from "../test/job-clock.ts";
import { AUDIT_LOG_RETENTION_DAYS, nextRetentionRunAt } from "./audit-retention.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});

const auditRow = async (daysAgo: number): Promise<string> =>
  (
    await rows<{ id: string }>(
      server.deps.db,
      sql`insert into admin_audit_log (actor_id, actor_email, action, target_table, target_id, reason, at)
          values (null, 'retention-test', 'grant_admin', 'users', ${`t-${daysAgo}`}, 'test', now() - make_interval(days => ${daysAgo})) returning id`,
    )
  )[0]!.id;

const left = async () =>
  (await rows<{ target_id: string }>(server.deps.db, sql`select target_id from admin_audit_log where actor_email = 'retention-test' order by at`)).map((r) => r.target_id);

describe("audit log retention", () => {
  it("keeps at least a year: the job deletes only rows past the retention period, and the database refuses any younger deletion", async () => {
    expect(AUDIT_LOG_RETENTION_DAYS).toBeGreaterThanOrEqual(365);
    await auditRow(AUDIT_LOG_RETENTION_DAYS + 30);
    await auditRow(AUDIT_LOG_RETENTION_DAYS + 1);
    const yearOld = await auditRow(366);
    await auditRow(0);

    // Neither a deletion nor a change of a row inside the period goes through, from any code.
    const refusal = (query: Promise<unknown>) => query.then(
      () => "done",
      (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ""}`,
    );
    expect(await refusal(server.deps.db.execute(sql`delete from admin_audit_log where id = ${yearOld}`))).toMatch(/append-only/);
    expect(await refusal(server.deps.db.execute(sql`update admin_audit_log set reason = 'x' where id = ${yearOld}`))).toMatch(/append-only/);

    await server.deps.jobs.enqueue("audit-log-retention", {});
    await runDueJobs(server.deps.jobs);
    expect(await left()).toEqual(["t-366", "t-0"]);
  });

  it("runs nightly at 04:00 India time", () => {
    const at = nextRetentionRunAt(Date.parse("2026-11-27T23:00:00Z"));
    expect(at.toISOString()).toBe("2026-11-28T22:30:00.000Z");
    expect(nextRetentionRunAt(Date.parse("2026-11-27T10:00:00Z")).toISOString()).toBe("2026-11-27T22:30:00.000Z");
  });
});
