/**
 * `kill -9` in the middle of a payout burst: the real server process (index.ts) pays through
 * RazorpayX — a local recording replay that keeps RazorpayX's idempotency promise — and is killed
 * with SIGKILL while payouts are being requested and sent. Started again, its jobs (the payout-send
 * retries and the reconcile job that asks about payouts left without an answer) finish the work.
 * Then each payout was made by the provider at most once for its idempotency key, settled once, and
 * the ledger adds up. Two processes share one database, so this runs on PostgreSQL only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows, type Db } from "../../db/client.ts";
import { FAKE_ACCOUNT_NUMBER, FAKE_KEY_ID, FAKE_KEY_SECRET, startFakeRazorpayX, testProviderWithRazorpayX, type FakeRazorpayX } from "../../test/fake-razorpayx.ts";
import { resetDatabase, startTestServer, testConfig, usingPostgres, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { expertWithEarnings } from "../../test/payouts.ts";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const entry = path.join(serverDir, "src/index.ts");
const EXPERTS = 8;

let fake: FakeRazorpayX;
let seeder: TestServer;
let db: Db;

function launch(port: number): { child: ChildProcess; output: () => string; exited: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      BETTER_AUTH_SECRET: testConfig().BETTER_AUTH_SECRET,
      SEED_DEMO_DATA: "false",
      WEB_DIST: path.join(serverDir, ".tmp/no-web"),
      DATA_DIR: path.join(serverDir, ".tmp/kill-test-data"),
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: FAKE_KEY_ID,
      RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAYX_ACCOUNT_NUMBER: FAKE_ACCOUNT_NUMBER,
      RAZORPAYX_VALIDATE_ACCOUNTS: "false",
      JOBS_POLL_INTERVAL_MS: "500",
      PAYOUT_RECONCILE_AFTER_SECONDS: "1",
      PAYOUT_RECONCILE_EVERY_SECONDS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, output: () => out, exited };
}

async function waitHealthy(base: string, proc: ReturnType<typeof launch>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const until = async (what: string, check: () => Promise<boolean>, ms = 15_000, everyMs = 100) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

describe.skipIf(!usingPostgres)("a payout burst cut by kill -9", () => {
  beforeAll(async () => {
    await resetDatabase();
    fake = await startFakeRazorpayX();
    // Sets up the experts (accounts verified through the replayed RazorpayX); it runs no jobs.
    seeder = await startTestServer({
      config: { TEST_HOOKS: "true" },
      payments: testProviderWithRazorpayX(fake.url, { webhookSecret: "x-webhook-secret-notreal", validateAccounts: false }),
    });
    db = seeder.deps.db;
  });
  afterAll(async () => {
    await seeder?.close();
    await fake?.close();
  });

  it("pays each payout once per idempotency key and settles it once after a restart", { timeout: 180_000 }, async () => {
    const experts = await Promise.all(Array.from({ length: EXPERTS }, () => expertWithEarnings(seeder, 50_000)));
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const ask = (cookie: string) => fetch(`${base}/api/payouts`, { method: "POST", headers: { origin: base, cookie, "content-type": "application/json" }, body: "{}" }).catch(() => null);

    // RazorpayX answers slowly, so sends are in flight when the process dies.
    fake.behaviour.delayMs = 400;
    let proc = launch(port);
    await waitHealthy(base, proc);
    // The burst: three requests per expert at once (one each can succeed).
    const burst = experts.flatMap((e) => [ask(e.client.cookieHeader), ask(e.client.cookieHeader), ask(e.client.cookieHeader)]);
    await until("a payout sent", () => Promise.resolve(fake.seen.some((s) => s.url === "/v1/payouts")), 15_000, 10);
    proc.child.kill("SIGKILL");
    await proc.exited;
    await Promise.all(burst);
    const [cut] = await rows<{ n: number; answered: number }>(db, sql`select count(*)::int as n, count(provider_payout_id)::int as answered from payouts`);

    // Started again: the experts whose request was cut ask once more; the jobs finish the rest.
    proc = launch(port);
    try {
      await waitHealthy(base, proc);
      const paid = new Set((await rows<{ user_id: string }>(db, sql`select user_id from payouts`)).map((r) => r.user_id));
      await Promise.all(experts.filter((e) => !paid.has(e.id)).map((e) => ask(e.client.cookieHeader)));
      await until("every payout settled", async () => {
        const [open] = await rows<{ n: number; all: number }>(db, sql`select count(*) filter (where status <> 'paid')::int as n, count(*)::int as all from payouts`);
        return open!.all === EXPERTS && open!.n === 0;
      });
    } finally {
      proc.child.kill("SIGTERM");
      await proc.exited;
    }

    const payouts = await rows<{ id: string; amount_paise: string; provider_payout_id: string }>(db, sql`select id, amount_paise, provider_payout_id from payouts`);
    expect(payouts).toHaveLength(EXPERTS);
    // The provider made one payout per key, and only for payouts that exist; each with its amount.
    expect([...fake.payouts.keys()].sort()).toEqual(payouts.map((p) => p.id).sort());
    for (const p of payouts) {
      const made = fake.payouts.get(p.id)!;
      expect(made).toMatchObject({ id: p.provider_payout_id, body: { amount: Number(p.amount_paise), reference_id: p.id } });
    }
    const [moves] = await rows<{ paid: number; sent: number }>(
      db,
      sql`select (select count(*)::int from payout_events where to_status = 'paid') as paid,
                 (select count(*)::int from ledger_entries where kind = 'payout_sent') as sent`,
    );
    expect(moves).toEqual({ paid: EXPERTS, sent: EXPERTS });
    await checkLedgerInvariants(db);
    // The kill did cut the work: some payouts had no recorded answer when the process died.
    expect(cut!.answered).toBeLessThan(EXPERTS);
  });
});
