/**
 * The admin's payouts over HTTP: the queue with totals by state, and holding an expert's payouts
 * (reason required, audited), which refuses their payout requests until lifted; admins only.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAYOUT_REQUEST_MESSAGES } from "@expertconnect/shared/schemas/payouts";
import { rows } from "../../db/client.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { person } from "../../test/consultations.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { expertWithEarnings } from "../../test/payouts.ts";

const ADMIN_EMAIL = "payouts-admin@example.in";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { ADMIN_EMAILS: ADMIN_EMAIL, TEST_HOOKS: "true" } });
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});
afterEach(() => checkLedgerInvariants(server.deps.db));

async function admin() {
  const client = new TestClient(server.url);
  await client.register(ADMIN_EMAIL);
  return client;
}

interface Queue {
  totals: { status: string; count: number; amountPaise: number }[];
  payouts: { id: string; expertId: string; status: string; amountPaise: number; held: boolean }[];
}

describe("admin payouts", () => {
  it("lists payouts with totals by state, and filters by state", async () => {
    const a = await admin();
    const one = await expertWithEarnings(server, 60_000);
    const two = await expertWithEarnings(server, 70_000);
    const first = (await (await one.client.post("/api/payouts")).json()) as { payout: { id: string; amountPaise: number } };
    await server.deps.jobs.runDue();
    const second = (await (await two.client.post("/api/payouts")).json()) as { payout: { id: string; amountPaise: number } };
    const queue = (await (await a.get("/api/admin/payouts")).json()) as Queue;
    expect(queue.totals).toEqual([
      { status: "requested", count: 1, amountPaise: second.payout.amountPaise },
      { status: "processing", count: 0, amountPaise: 0 },
      { status: "paid", count: 1, amountPaise: first.payout.amountPaise },
      { status: "failed", count: 0, amountPaise: 0 },
      { status: "reversed", count: 0, amountPaise: 0 },
    ]);
    expect(queue.payouts.map((p) => [p.id, p.status, p.expertId])).toEqual([
      [second.payout.id, "requested", two.expertId],
      [first.payout.id, "paid", one.expertId],
    ]);
    const paid = (await (await a.get("/api/admin/payouts?status=paid")).json()) as Queue;
    expect(paid.payouts.map((p) => p.id)).toEqual([first.payout.id]);
    expect((await a.get("/api/admin/payouts?status=lost")).status).toBe(400);
    expect((await a.get("/api/admin/payouts?cursor=nonsense")).status).toBe(400);
    await server.deps.jobs.runDue();
  });

  it("holds an expert's payouts with a reason, audited; their requests are refused until the hold is lifted", async () => {
    const a = await admin();
    const expert = await expertWithEarnings(server, 60_000);
    const noReason = await a.post(`/api/admin/experts/${expert.expertId}/payouts/hold`, { reason: "" });
    expect(noReason.status).toBe(400);
    expect((await a.post(`/api/admin/experts/${expert.expertId}/payouts/hold`, { reason: "Client dispute under review" })).status).toBe(200);
    expect((await a.post(`/api/admin/experts/${expert.expertId}/payouts/hold`, { reason: "again" })).status).toBe(409);
    const refused = await expert.client.post("/api/payouts");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { message: PAYOUT_REQUEST_MESSAGES.held } });

    expect((await a.post(`/api/admin/experts/${expert.expertId}/payouts/unhold`, {})).status).toBe(200);
    expect((await a.post(`/api/admin/experts/${expert.expertId}/payouts/unhold`, {})).status).toBe(409);
    expect((await expert.client.post("/api/payouts")).status).toBe(201);
    const audit = await rows<{ action: string; target_id: string; reason: string | null }>(
      server.deps.db,
      sql`select action, target_id, reason from admin_audit_log where action like '%payouts' order by id`,
    );
    expect(audit).toEqual([
      { action: "hold_payouts", target_id: expert.expertId, reason: "Client dispute under review" },
      { action: "unhold_payouts", target_id: expert.expertId, reason: null },
    ]);
    expect((await a.post(`/api/admin/experts/00000000-0000-4000-8000-000000000000/payouts/hold`, { reason: "x y z" })).status).toBe(404);
    await server.deps.jobs.runDue();
  });

  it("answers 404 to anyone who is not an admin", async () => {
    const someone = await person(server, "someone");
    const expert = await expertWithEarnings(server, 60_000);
    expect((await someone.client.get("/api/admin/payouts")).status).toBe(404);
    expect((await expert.client.post(`/api/admin/experts/${expert.expertId}/payouts/hold`, { reason: "my own" })).status).toBe(404);
    expect((await new TestClient(server.url).get("/api/admin/payouts")).status).toBe(404);
    const [held] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from payout_holds`);
    expect(held!.n).toBe(0);
  });
});
