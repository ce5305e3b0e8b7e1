/**
 * Payouts through RazorpayX, against its API replayed from recorded payloads (no network): the
 * account becomes a contact, a fund account and a completed validation; a payout is POST /v1/payouts
 * with the payout's id as X-Payout-Idempotency and the documented body; its webhook is checked with
 * the payout webhook's secret; a payout left in processing is settled by asking the provider.
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rows, type Db } from "../../../db/client.ts";
import { createJobHandlers } from "../../../job-handlers.ts";
import { FAKE_ACCOUNT_NUMBER, FAKE_KEY_ID, FAKE_KEY_SECRET, startFakeRazorpayX, testProviderWithRazorpayX, type FakeRazorpayX } from "../../../test/fake-razorpayx.ts";
import { startTestServer, type TestServer } from "../../../test/harness.ts";
import { checkLedgerInvariants } from "../../../test/ledger-invariants.ts";
import { expertWithEarnings } from "../../../test/payouts.ts";
import { reconcilePayouts } from "../../payouts/payouts.reconcile.ts";
import { sendPayout } from "../../payouts/payouts.send.ts";
import { hmacHex } from "./signature.ts";

const KEY_ID = FAKE_KEY_ID;
const KEY_SECRET = FAKE_KEY_SECRET;
const ACCOUNT_NUMBER = FAKE_ACCOUNT_NUMBER;
const X_WEBHOOK_SECRET = "x-webhook-secret-notreal";

let fake: FakeRazorpayX;
let server: TestServer;
let db: Db;
beforeAll(async () => {
  fake = await startFakeRazorpayX();
  const payments = testProviderWithRazorpayX(fake.url, { webhookSecret: X_WEBHOOK_SECRET, validationPollMs: 1 });
  server = await startTestServer({ config: { TEST_HOOKS: "true" }, payments });
  db = server.deps.db;
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
  await fake.close();
});
beforeEach(() => {
  fake.seen.length = 0;
  Object.assign(fake.behaviour, { created: "queued", later: "processed", validation: "active" });
});
afterEach(() => checkLedgerInvariants(db));

const payoutOf = async (userId: string) =>
  (await rows<{ id: string; status: string; amount_paise: string; provider_payout_id: string | null; account_ref: string }>(
    db,
    sql`select id, status, amount_paise, provider_payout_id, account_ref from payouts where user_id = ${userId}`,
  ))[0]!;

function xWebhook(payout: { id: string; providerPayoutId: string; amountPaise: number }, event: string, secret = X_WEBHOOK_SECRET) {
  const recorded = JSON.parse(readFileSync(new URL("./fixtures/x-payout-processed-webhook.json", import.meta.url), "utf8")) as {
    event: string;
    payload: { payout: { entity: Record<string, unknown> } };
  };
  recorded.event = event;
  Object.assign(recorded.payload.payout.entity, { id: payout.providerPayoutId, amount: payout.amountPaise, reference_id: payout.id, status: event.slice(7) });
  const body = JSON.stringify(recorded);
  return fetch(`${server.url}/api/payouts/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": hmacHex(secret, body) },
    body,
  });
}

describe("RazorpayX payouts", () => {
  it("verifies the account through a contact, a fund account and its validation, keeping the fund account as the reference", async () => {
    const expert = await expertWithEarnings(server, 50_000);
    const steps = fake.seen.map((s) => `${s.method} ${s.url.replace(/[a-z]+_\d+$/, ":id")}`);
    expect(steps).toEqual(["POST /v1/contacts", "POST /v1/fund_accounts", "POST /v1/fund_accounts/validations", "GET /v1/fund_accounts/validations/:id"]);
    expect(fake.seen.every((s) => s.authorization === `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`)).toBe(true);
    expect(fake.seen[1]!.body).toMatchObject({ account_type: "bank_account", bank_account: { name: "Asha Rao", ifsc: "HDFC0001234", account_number: "123456784321" } });
    expect(fake.seen[2]!.body).toMatchObject({ account_number: ACCOUNT_NUMBER, amount: 100, currency: "INR" });
    const [account] = await rows<{ provider_ref: string }>(db, sql`select provider_ref from payout_accounts where user_id = ${expert.id}`);
    expect(account!.provider_ref).toMatch(/^fa_\d+$/);
  });

  it("refuses an account the bank names invalid (422)", async () => {
    fake.behaviour.validation = "invalid";
    await expect(expertWithEarnings(server, 50_000)).rejects.toThrow("payout account failed: 422");
  });

  it("sends the payout with its id as X-Payout-Idempotency and the documented body; a retry makes no second payout; the signed webhook settles it once", async () => {
    const expert = await expertWithEarnings(server, 50_000);
    expect((await expert.client.post("/api/payouts")).status).toBe(201);
    const requested = await payoutOf(expert.id);
    fake.seen.length = 0;
    await server.deps.jobs.runDue();
    const [sent] = fake.seen;
    expect(sent).toMatchObject({ method: "POST", url: "/v1/payouts", idempotencyKey: requested.id });
    expect(sent!.body).toEqual({
      account_number: ACCOUNT_NUMBER,
      fund_account_id: requested.account_ref,
      amount: Number(requested.amount_paise),
      currency: "INR",
      mode: "IMPS",
      purpose: "payout",
      queue_if_low_balance: true,
      reference_id: requested.id,
      narration: "ExpertConnect payout",
    });
    const processing = await payoutOf(expert.id);
    expect(processing).toMatchObject({ status: "processing", provider_payout_id: fake.payouts.get(requested.id)!.id });

    // The job asked again (a lost answer): RazorpayX answers the same payout, nothing more is made.
    await sendPayout({ db, payments: server.deps.payments ?? null }, requested.id);
    expect(fake.payouts.size).toBe(new Set(fake.seen.filter((s) => s.url === "/v1/payouts").map((s) => s.idempotencyKey)).size);

    const hook = { id: requested.id, providerPayoutId: processing.provider_payout_id!, amountPaise: Number(requested.amount_paise) };
    // signed with another secret (the top-ups' webhook's): refused
    expect((await xWebhook(hook, "payout.processed", "topups-webhook-secret")).status).toBe(400);
    const answers = await Promise.all(Array.from({ length: 5 }, () => xWebhook(hook, "payout.processed")));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ moved: boolean }>;
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(bodies.filter((b) => b.moved)).toHaveLength(1);
    expect((await payoutOf(expert.id)).status).toBe("paid");
  });

  it("settles a payout left in processing by asking RazorpayX, once; a failed one returns the money once", async () => {
    const paid = await expertWithEarnings(server, 50_000);
    const failing = await expertWithEarnings(server, 60_000);
    for (const e of [paid, failing]) expect((await e.client.post("/api/payouts")).status).toBe(201);
    await server.deps.jobs.runDue();
    const [a, b] = [await payoutOf(paid.id), await payoutOf(failing.id)];
    expect([a.status, b.status]).toEqual(["processing", "processing"]);

    // not yet stale: nothing asked
    expect(await reconcilePayouts({ db, payments: server.deps.payments ?? null }, { staleSeconds: 3600 })).toMatchObject({ asked: 0 });
    // RazorpayX has paid one and failed the other; two runs at once (two instances) ask about both
    fake.payouts.get(b.id)!.status = "failed";
    const lookups = fake.seen.length;
    const firstRun = reconcilePayouts({ db, payments: server.deps.payments ?? null }, { staleSeconds: 0 });
    const secondRun = reconcilePayouts({ db, payments: server.deps.payments ?? null }, { staleSeconds: 0 });
    const runs = await Promise.all([firstRun, secondRun]);
    expect(fake.seen.slice(lookups).every((s) => s.method === "GET" && s.url.startsWith("/v1/payouts/pout_"))).toBe(true);
    expect(runs[0].moved + runs[1].moved).toBe(2);
    expect((await payoutOf(paid.id)).status).toBe("paid");
    expect((await payoutOf(failing.id)).status).toBe("failed");
    const [events] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payout_events where payout_id = ${a.id} and to_status = 'paid'`);
    expect(events!.n).toBe(1);
  });
});
