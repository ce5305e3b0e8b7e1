/**
 * Payouts through HTTP: an expert requests their available earnings, the payout-send job asks the
 * provider (idempotency key = the payout's id) and records its answer, signed webhooks move it on,
 * and a failed or reversed payout returns the money once. The ledger's invariants are checked after
 * every test, races included.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYOUT_MIN_PAISE, PAYOUT_REQUEST_MESSAGES, PAYOUT_REQUESTS_PER_DAY } from "@expertconnect/shared/schemas/payouts";
import { rows, type Db } from "../../db/client.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import type { PayoutAnswer } from "../../lib/payment-provider.ts";
import { expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, testConfig, TestClient, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { expertWithEarnings as withEarnings } from "../../test/payouts.ts";
import { createTestProvider } from "../wallet/payments/test-provider.ts";
import { sendPayout } from "./payouts.send.ts";

/** The test provider, with its payout answer chosen by each test; every call is counted by key. */
const base = createTestProvider(testConfig().BETTER_AUTH_SECRET);
let answer: "processed" | "processing" | "failed" | "throw" = "processed";
const calls: string[] = [];
const provider = {
  ...base,
  createPayout: async (input: { idempotencyKey: string; amountPaise: number; accountRef: string; method: "bank" | "upi" }): Promise<PayoutAnswer> => {
    calls.push(input.idempotencyKey);
    if (answer === "throw") throw new Error("provider unreachable");
    const made = await base.createPayout(input);
    return answer === "processed" ? made : { ...made, status: answer, failureReason: answer === "failed" ? "Beneficiary bank offline" : null };
  },
};

let server: TestServer;
let db: Db;
beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true" }, payments: provider });
  db = server.deps.db;
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});
beforeEach(() => {
  answer = "processed";
  calls.length = 0;
});
afterEach(async () => {
  await checkLedgerInvariants(db);
});

interface Wallet {
  earningsPaise: number;
  earningsPendingPaise: number;
  earningsAvailablePaise: number;
  payoutInFlightPaise: number;
  paidOutPaise: number;
}
interface Payout {
  id: string;
  amountPaise: number;
  status: string;
  destination: string;
}
const wallet = async (client: TestClient) => (await (await client.get("/api/wallet")).json()) as Wallet;
const payoutsOf = async (client: TestClient) => ((await (await client.get("/api/payouts")).json()) as { payouts: Payout[] }).payouts;

const expertWithEarnings = (paise?: number, options?: { payable?: boolean }) => withEarnings(server, paise, options);

/** Signs a payout webhook as the provider does and posts it; `body` may be changed after signing. */
function webhook(payout: { id: string; amountPaise: number }, event: "payout.processed" | "payout.failed" | "payout.reversed", tamper?: (b: string) => string) {
  const hook = base.payoutWebhook({ id: payout.id, providerPayoutId: null, amountPaise: payout.amountPaise }, event);
  return fetch(`${server.url}/api/payouts/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature },
    body: tamper ? tamper(hook.body) : hook.body,
  });
}

describe("requesting a payout", () => {
  it("takes the whole available amount, which the job pays through the provider once; the wallet shows each figure to the paisa", async () => {
    const expert = await expertWithEarnings(50_001);
    // the commission in tests is the default percentage: read what is available rather than assume it
    const before = await wallet(expert.client);
    expect(before.earningsAvailablePaise).toBeGreaterThan(PAYOUT_MIN_PAISE);
    const res = await expert.client.post("/api/payouts");
    expect(res.status).toBe(201);
    const { payout } = (await res.json()) as { payout: Payout };
    expect(payout).toMatchObject({ amountPaise: before.earningsAvailablePaise, status: "requested", destination: "XXXXXX4321" });
    expect(await wallet(expert.client)).toMatchObject({ earningsAvailablePaise: 0, payoutInFlightPaise: payout.amountPaise, paidOutPaise: 0 });
    await checkLedgerInvariants(db);

    expect(await server.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(calls).toEqual([payout.id]);
    expect(await payoutsOf(expert.client)).toMatchObject([{ id: payout.id, status: "paid", amountPaise: payout.amountPaise }]);
    expect(await wallet(expert.client)).toMatchObject({ earningsAvailablePaise: 0, payoutInFlightPaise: 0, paidOutPaise: payout.amountPaise });
    const history = await rows<{ from_status: string | null; to_status: string }>(db, sql`select from_status, to_status from payout_events where payout_id = ${payout.id} order by id`);
    expect(history).toEqual([
      { from_status: null, to_status: "requested" },
      { from_status: "requested", to_status: "processing" },
      { from_status: "processing", to_status: "paid" },
    ]);
  });

  it("20 simultaneous requests from one expert make one payout", async () => {
    const expert = await expertWithEarnings(80_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => expert.client.post("/api/payouts")));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 429)).toBe(true);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payouts where user_id = ${expert.id}`);
    expect(count!.n).toBe(1);
    expect((await wallet(expert.client)).earningsAvailablePaise).toBe(0);
  });

  it("is refused without an account, during the new account's wait, when held, and below the minimum, writing nothing", async () => {
    const noAccount = await expertPerson(server);
    const none = await noAccount.client.post("/api/payouts");
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ error: { message: PAYOUT_REQUEST_MESSAGES.noAccount } });

    const cooling = await expertWithEarnings(50_000, { payable: false });
    const wait = await cooling.client.post("/api/payouts");
    expect(wait.status).toBe(409);
    expect(Number(wait.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(((await wait.json()) as { error: { message: string } }).error.message).toBe("Your payout account is new: it can be paid in 24 hours.");

    const held = await expertWithEarnings(50_000);
    await db.execute(sql`insert into payout_holds (user_id, reason) values (${held.id}, 'checking a dispute')`);
    const refused = await held.client.post("/api/payouts");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { message: PAYOUT_REQUEST_MESSAGES.held } });

    const small = await expertWithEarnings(PAYOUT_MIN_PAISE - 1);
    const below = await small.client.post("/api/payouts");
    expect(below.status).toBe(409);
    expect(await below.json()).toEqual({ error: { message: PAYOUT_REQUEST_MESSAGES.belowMinimum } });

    const client = await person(server, "client");
    expect((await client.client.post("/api/payouts")).status).toBe(404);
    expect((await new TestClient(server.url).post("/api/payouts")).status).toBe(401);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payouts`);
    expect(count!.n).toBe(0);
  });

  it(`allows ${PAYOUT_REQUESTS_PER_DAY} requests a day, then 429 with Retry-After`, async () => {
    answer = "failed";
    const expert = await expertWithEarnings(50_000);
    for (let i = 0; i < PAYOUT_REQUESTS_PER_DAY; i++) {
      expect((await expert.client.post("/api/payouts")).status).toBe(201);
      await server.deps.jobs.runDue();
    }
    const payouts = await payoutsOf(expert.client);
    expect(payouts.map((p) => p.status)).toEqual(["failed", "failed", "failed"]);
    const refused = await expert.client.post("/api/payouts");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
  });
});

describe("a payout's status", () => {
  it("moves once when the same signed webhook arrives 5 times at once", async () => {
    answer = "processing";
    const expert = await expertWithEarnings(60_000);
    const { payout } = (await (await expert.client.post("/api/payouts")).json()) as { payout: Payout };
    await server.deps.jobs.runDue();
    expect((await payoutsOf(expert.client))[0]!.status).toBe("processing");
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(payout, "payout.processed")));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const moved = await Promise.all(answers.map(async (r) => ((await r.json()) as { moved: boolean }).moved));
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await wallet(expert.client)).toMatchObject({ payoutInFlightPaise: 0, paidOutPaise: payout.amountPaise });
  });

  it("a failed payout returns the money to available exactly once", async () => {
    answer = "processing";
    const expert = await expertWithEarnings(60_000);
    const available = (await wallet(expert.client)).earningsAvailablePaise;
    const { payout } = (await (await expert.client.post("/api/payouts")).json()) as { payout: Payout };
    await server.deps.jobs.runDue();
    await Promise.all(Array.from({ length: 5 }, () => webhook(payout, "payout.failed")));
    expect(await wallet(expert.client)).toMatchObject({ earningsAvailablePaise: available, payoutInFlightPaise: 0, paidOutPaise: 0 });
    const [returned] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries where payout_id = ${payout.id} and kind = 'payout_return'`);
    expect(returned!.n).toBe(1);
    // a later "processed" for a failed payout changes nothing
    expect(((await (await webhook(payout, "payout.processed")).json()) as { moved: boolean }).moved).toBe(false);
  });

  it("a paid payout the bank reverses comes back to available, through the test hook's signed webhook", async () => {
    const expert = await expertWithEarnings(60_000);
    const available = (await wallet(expert.client)).earningsAvailablePaise;
    const { payout } = (await (await expert.client.post("/api/payouts")).json()) as { payout: Payout };
    await server.deps.jobs.runDue();
    expect((await payoutsOf(expert.client))[0]!.status).toBe("paid");
    const res = await expert.client.post(`/api/test/payouts/${payout.id}/event`, { event: "payout.reversed" });
    expect(await res.json()).toMatchObject({ delivered: true, answer: { moved: true } });
    expect(await wallet(expert.client)).toMatchObject({ earningsAvailablePaise: available, payoutInFlightPaise: 0, paidOutPaise: 0 });
    expect((await payoutsOf(expert.client))[0]).toMatchObject({ status: "reversed" });
    // someone else's payout is not theirs to move
    const other = await person(server, "other");
    expect((await other.client.post(`/api/test/payouts/${payout.id}/event`, { event: "payout.failed" })).status).toBe(404);
  });

  it("refuses an unsigned or altered webhook and a changed amount", async () => {
    answer = "processing";
    const expert = await expertWithEarnings(60_000);
    const { payout } = (await (await expert.client.post("/api/payouts")).json()) as { payout: Payout };
    await server.deps.jobs.runDue();
    const altered = await webhook(payout, "payout.processed", (b) => b.replace(`"amount":${payout.amountPaise}`, `"amount":${payout.amountPaise + 1}`));
    expect(altered.status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/payouts/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(unsigned.status).toBe(400);
    const wrongAmount = await webhook({ ...payout, amountPaise: payout.amountPaise + 1 }, "payout.processed");
    expect(wrongAmount.status).toBe(422);
    expect((await payoutsOf(expert.client))[0]!.status).toBe("processing");
  });

  it("a provider that cannot be reached is asked again with the same key; sent twice at once, the payout is settled once", async () => {
    answer = "throw";
    const expert = await expertWithEarnings(60_000);
    const { payout } = (await (await expert.client.post("/api/payouts")).json()) as { payout: Payout };
    await server.deps.jobs.runDue();
    expect((await payoutsOf(expert.client))[0]!.status).toBe("requested");
    answer = "processed";
    // two workers with the job in hand at once (a crashed instance's job retried beside it)
    await Promise.all([sendPayout(server.deps, payout.id), sendPayout(server.deps, payout.id)]);
    expect(new Set(calls)).toEqual(new Set([payout.id]));
    expect((await payoutsOf(expert.client))[0]!.status).toBe("paid");
    expect((await wallet(expert.client)).paidOutPaise).toBe(payout.amountPaise);
  });

  it("the database refuses a move outside the state machine", async () => {
    const expert = await expertWithEarnings(60_000);
    const { payout } = (await (await expert.client.post("/api/payouts")).json()) as { payout: Payout };
    await server.deps.jobs.runDue();
    await expect(db.execute(sql`update payouts set status = 'requested' where id = ${payout.id}`)).rejects.toThrow();
    await expect(db.execute(sql`update payouts set status = 'failed' where id = ${payout.id}`)).rejects.toThrow();
  });
});
