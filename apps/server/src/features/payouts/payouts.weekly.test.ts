/**
 * Automatic weekly payouts: the expert's switch through HTTP, and the weekly run — it pays those
 * who asked for it through the same request as the button, skips held, new, small and switched-off
 * accounts, and makes one payout per expert a week however often and however concurrently it runs.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AUTO_PAYOUT_NOTICES } from "@expertconnect/shared/messages/payouts";
import { formatPaiseBrief } from "@expertconnect/shared/money";
import { AUTO_PAYOUT_MESSAGES, PAYOUT_MIN_PAISE } from "@expertconnect/shared/schemas/payouts";
import { rows, type Db } from "../../db/client.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { expertWithEarnings } from "../../test/payouts.ts";
import { nextWeeklyPayoutAt, runWeeklyPayouts, scheduleWeeklyPayouts } from "./payouts.weekly.ts";

let server: TestServer;
let db: Db;
beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true" } });
  db = server.deps.db;
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});
afterEach(async () => {
  await checkLedgerInvariants(db);
});

const setAuto = (client: TestClient, on: unknown) => client.request("/api/payouts/auto", { method: "PUT", json: { on } });
const autoOn = async (client: TestClient) => expect((await setAuto(client, true)).status).toBe(200);
const payoutsOf = (userId: string) =>
  rows<{ amount_paise: number; auto_week: string | null; status: string }>(db, sql`select amount_paise::int as amount_paise, auto_week::text as auto_week, status from payouts where user_id = ${userId}`);
const available = async (client: TestClient) => ((await (await client.get("/api/wallet")).json()) as { earningsAvailablePaise: number }).earningsAvailablePaise;

describe("the switch", () => {
  it("is the expert's own, kept on their payout account; others get 401, 404 or 409", async () => {
    const expert = await expertWithEarnings(server);
    const other = await expertWithEarnings(server);
    const account = async (c: TestClient) => ((await (await c.get("/api/payouts/account")).json()) as { account: { autoPayouts: boolean } }).account.autoPayouts;
    expect(await account(expert.client)).toBe(false);
    const on = await setAuto(expert.client, true);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ autoPayouts: true });
    expect(await account(expert.client)).toBe(true);
    expect(await account(other.client)).toBe(false);
    // changing the account keeps the choice
    const changed = await expert.client.request("/api/payouts/account", {
      method: "PUT",
      json: { method: "upi", upiId: "asha@okhdfc", password: "secret-pass-1" },
    });
    expect(changed.status).toBe(200);
    expect(await account(expert.client)).toBe(true);
    expect((await setAuto(expert.client, false)).status).toBe(200);
    expect(await account(expert.client)).toBe(false);

    expect((await setAuto(expert.client, "yes")).status).toBe(400);
    const noAccount = await expertPerson(server);
    const refused = await setAuto(noAccount.client, true);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { message: AUTO_PAYOUT_MESSAGES.noAccount } });
    expect((await setAuto((await person(server, "client")).client, true)).status).toBe(404);
    expect((await setAuto(new TestClient(server.url), true)).status).toBe(401);
  });
});

describe("the weekly run", () => {
  it("pays each eligible expert once, through the payout job, and skips the others", async () => {
    const week = "2026-03-02";
    const eligible = await expertWithEarnings(server, 50_000);
    await autoOn(eligible.client);
    const amount = await available(eligible.client);
    const held = await expertWithEarnings(server, 50_000);
    await autoOn(held.client);
    await db.execute(sql`insert into payout_holds (user_id, reason) values (${held.id}, 'checking a dispute')`);
    const cooling = await expertWithEarnings(server, 50_000, { payable: false });
    await autoOn(cooling.client);
    const small = await expertWithEarnings(server, PAYOUT_MIN_PAISE - 1);
    await autoOn(small.client);
    const off = await expertWithEarnings(server, 50_000);

    await runWeeklyPayouts(server.deps, week);
    await runWeeklyPayouts(server.deps, week);
    expect(await payoutsOf(eligible.id)).toEqual([{ amount_paise: amount, auto_week: week, status: "requested" }]);
    for (const skipped of [held, cooling, small, off]) expect(await payoutsOf(skipped.id)).toEqual([]);

    expect(await server.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect((await payoutsOf(eligible.id))[0]!.status).toBe("paid");
    expect(await available(eligible.client)).toBe(0);
    await checkLedgerInvariants(db);

    // Each is told once, through the run retried above: paid, held, new account; small and off are not told.
    const told = async (c: TestClient) =>
      ((await (await c.get("/api/notifications")).json()) as { notifications: Array<{ kind: string; title: string; body: string; link: string }> }).notifications.filter((n) =>
        n.kind.startsWith("payout_"),
      );
    const rupees = formatPaiseBrief(amount);
    expect(await told(eligible.client)).toEqual([
      expect.objectContaining({ kind: "payout_made", title: AUTO_PAYOUT_NOTICES.madeTitle(rupees), body: AUTO_PAYOUT_NOTICES.madeBody(rupees, "XXXXXX4321"), link: "/profile/wallet" }),
    ]);
    expect(await told(held.client)).toEqual([expect.objectContaining({ kind: "payout_skipped", body: AUTO_PAYOUT_NOTICES.skippedHeld })]);
    expect(await told(cooling.client)).toEqual([expect.objectContaining({ kind: "payout_skipped", body: AUTO_PAYOUT_NOTICES.skippedNewAccount })]);
    for (const quiet of [small, off]) expect(await told(quiet.client)).toEqual([]);
  });

  it("run three times at once, or by the queue twice, makes one payout per expert a week; the next week pays again", async () => {
    const week = "2026-03-09";
    const experts = await Promise.all(Array.from({ length: 5 }, () => expertWithEarnings(server, 50_000)));
    for (const e of experts) await autoOn(e.client);
    await Promise.all([runWeeklyPayouts(server.deps, week), runWeeklyPayouts(server.deps, week, { batch: 2 }), runWeeklyPayouts(server.deps, week, { concurrency: 1 })]);
    await server.deps.jobs.enqueue("payouts-weekly", { week });
    await server.deps.jobs.runDue();
    await server.deps.jobs.enqueue("payouts-weekly", { week });
    await server.deps.jobs.runDue();
    for (const e of experts) expect((await payoutsOf(e.id)).filter((p) => p.auto_week === week)).toHaveLength(1);
    await server.deps.jobs.runDue();

    // a week later, with new earnings, one more
    const again = experts[0]!;
    await db.execute(sql`update payouts set requested_at = now() - interval '7 days' where user_id = ${again.id}`);
    const more = await expertWithEarnings(server, 50_000);
    await db.execute(sql`update payout_accounts set auto_payouts = true where user_id = ${more.id}`);
    await runWeeklyPayouts(server.deps, "2026-03-16");
    expect((await payoutsOf(more.id)).map((p) => p.auto_week)).toEqual(["2026-03-16"]);
    expect(await payoutsOf(again.id)).toHaveLength(1);
  });

  it("goes on past an expert whose request fails; the next run pays them", async () => {
    const week = "2026-03-23";
    const experts = await Promise.all(Array.from({ length: 3 }, () => expertWithEarnings(server, 50_000)));
    for (const e of experts) await autoOn(e.client);
    let first = true;
    const flaky: JobQueue = {
      ...server.deps.jobs,
      enqueue: async (name, payload, options) => {
        if (first) {
          first = false;
          throw new Error("queue unavailable");
        }
        return server.deps.jobs.enqueue(name, payload, options);
      },
    };
    const result = await runWeeklyPayouts({ db, jobs: flaky }, week);
    expect(result.failed).toBe(1);
    expect(result.requested).toBe(2);
    const paid = async () => (await Promise.all(experts.map((e) => payoutsOf(e.id)))).filter((p) => p.length === 1).length;
    expect(await paid()).toBe(2);
    expect(await runWeeklyPayouts(server.deps, week)).toMatchObject({ requested: 1, failed: 0 });
    expect(await paid()).toBe(3);
    await server.deps.jobs.runDue();
  });

  it("is queued once a week for Monday 10:00 in India, however many instances ask", async () => {
    // Monday 2026-03-02 10:00 IST is 04:30 UTC
    expect(nextWeeklyPayoutAt(Date.parse("2026-02-27T12:00:00Z")).toISOString()).toBe("2026-03-02T04:30:00.000Z");
    expect(nextWeeklyPayoutAt(Date.parse("2026-03-02T04:29:00Z")).toISOString()).toBe("2026-03-02T04:30:00.000Z");
    expect(nextWeeklyPayoutAt(Date.parse("2026-03-02T04:30:00Z")).toISOString()).toBe("2026-03-09T04:30:00.000Z");
    const now = Date.parse("2026-03-03T08:00:00Z");
    await scheduleWeeklyPayouts(server.deps.jobs, now);
    await scheduleWeeklyPayouts(server.deps.jobs, now + 60_000);
    const waiting = await rows<{ singleton_key: string; data: { week: string } }>(
      db,
      sql`select singleton_key, data from pgboss.job where name = 'payouts-weekly' and state < 'active'`,
    );
    expect(waiting).toEqual([{ singleton_key: "payouts-weekly:2026-03-09", data: { week: "2026-03-09" } }]);
  });
});
