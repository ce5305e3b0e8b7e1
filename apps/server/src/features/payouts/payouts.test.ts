/**
 * The payout account through HTTP: bank or UPI, verified by the test provider (which refuses the
 * documented failing account), the password needed, the number sealed at rest and masked in every
 * answer and log, audited, a day's wait before it can be paid, and a rate of changes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYOUT_MESSAGES, TEST_FAILING_ACCOUNT_NUMBER, TEST_FAILING_UPI_ID } from "@expertconnect/shared/schemas/payouts";
import { loadConfig } from "../../config.ts";
import { rows, type Db } from "../../db/client.ts";
import { createSecretBox, secretBoxKey } from "../../lib/secret-box.ts";
import { expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { PAYOUT_ACCOUNT_CHANGES_PER_DAY } from "./payouts.queries.ts";

let server: TestServer;
let db: Db;
beforeAll(async () => {
  server = await startTestServer();
  db = server.deps.db;
});
afterAll(() => server.close());

const NUMBER = "123456784321";
const bank = (over: Record<string, unknown> = {}) => ({
  method: "bank",
  holderName: "Asha Rao",
  accountNumber: NUMBER,
  accountNumberAgain: NUMBER,
  ifsc: "hdfc0001234",
  password: "secret-pass-1",
  ...over,
});
const put = (client: TestClient, body: unknown) => client.request("/api/payouts/account", { method: "PUT", json: body });

describe("payout account", () => {
  it("saves a verified bank account, sealed at rest and masked in the answer, audited, payable after 24 hours", async () => {
    const expert = await expertPerson(server);
    expect(await (await expert.client.get("/api/payouts/account")).json()).toEqual({ account: null, coolingHours: 24, testLabel: "Test payout — no real money" });
    const res = await put(expert.client, bank());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(NUMBER);
    const { account } = JSON.parse(text) as { account: Record<string, unknown> };
    expect(account).toMatchObject({ method: "bank", holderName: "Asha Rao", accountNumber: "XXXXXX4321", ifsc: "HDFC0001234", upiId: null, payable: false });
    const wait = Date.parse(account.payableFrom as string) - Date.parse(account.verifiedAt as string);
    expect(wait).toBe(24 * 3600_000);
    const read = await (await expert.client.get("/api/payouts/account")).text();
    expect(read).not.toContain(NUMBER);
    expect(JSON.parse(read)).toMatchObject({ account: { accountNumber: "XXXXXX4321" } });

    const [stored] = await rows<{ account_number_sealed: string; account_last4: string }>(db, sql`select account_number_sealed, account_last4 from payout_accounts where user_id = ${expert.id}`);
    expect(stored!.account_number_sealed).not.toContain(NUMBER);
    expect(createSecretBox(secretBoxKey(server.deps.config)).open(stored!.account_number_sealed)).toBe(NUMBER);
    const audit = await rows<{ action: string; actor_id: string; reason: string }>(db, sql`select action, actor_id, reason from admin_audit_log where target_id = ${expert.id}`);
    expect(audit).toEqual([{ action: "set_payout_account", actor_id: expert.id, reason: "bank XXXXXX4321 HDFC0001234" }]);
  });

  it("changes to a UPI ID, which starts the wait again and leaves no bank details behind", async () => {
    const expert = await expertPerson(server);
    expect((await put(expert.client, bank())).status).toBe(200);
    await db.execute(sql`update payout_accounts set payable_from = now() - interval '1 hour' where user_id = ${expert.id}`);
    expect(await (await expert.client.get("/api/payouts/account")).json()).toMatchObject({ account: { payable: true } });
    const res = await put(expert.client, { method: "upi", upiId: "asha.rao@okhdfc", password: "secret-pass-1" });
    expect(await res.json()).toMatchObject({ account: { method: "upi", upiId: "asha.rao@okhdfc", accountNumber: null, holderName: null, ifsc: null, payable: false } });
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payout_accounts where user_id = ${expert.id} and account_number_sealed is null`);
    expect(row!.n).toBe(1);
  });

  it("needs the right password, and writes nothing without it", async () => {
    const expert = await expertPerson(server);
    const wrong = await put(expert.client, bank({ password: "not-my-password" }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { message: PAYOUT_MESSAGES.wrongPassword, issues: [{ path: "password", message: PAYOUT_MESSAGES.wrongPassword }] } });
    const missing = await put(expert.client, bank({ password: "" }));
    expect(missing.status).toBe(400);
    expect(await (await expert.client.get("/api/payouts/account")).json()).toMatchObject({ account: null });
  });

  it("refuses bad details with the form's messages", async () => {
    const expert = await expertPerson(server);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ accountNumberAgain: "123456784320" }, "accountNumberAgain", PAYOUT_MESSAGES.accountNumberAgain],
      [{ accountNumber: "12345", accountNumberAgain: "12345" }, "accountNumber", PAYOUT_MESSAGES.accountNumber],
      [{ ifsc: "HDFC1001234" }, "ifsc", PAYOUT_MESSAGES.ifsc],
      [{ ifsc: "HDF00001234" }, "ifsc", PAYOUT_MESSAGES.ifsc],
      [{ holderName: " " }, "holderName", PAYOUT_MESSAGES.holderName],
    ];
    for (const [over, path, message] of cases) {
      const res = await put(expert.client, bank(over));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { issues: Array<{ path: string; message: string }> } };
      expect(body.error.issues).toContainEqual({ path, message });
    }
    const upi = await put(expert.client, { method: "upi", upiId: "no-at-sign", password: "secret-pass-1" });
    expect(upi.status).toBe(400);
    expect(await (await expert.client.get("/api/payouts/account")).json()).toMatchObject({ account: null });
  });

  it("keeps what the provider will not verify out: the documented failing account and UPI ID", async () => {
    const expert = await expertPerson(server);
    for (const body of [bank({ accountNumber: TEST_FAILING_ACCOUNT_NUMBER, accountNumberAgain: TEST_FAILING_ACCOUNT_NUMBER }), { method: "upi", upiId: TEST_FAILING_UPI_ID, password: "secret-pass-1" }]) {
      const res = await put(expert.client, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: { message: PAYOUT_MESSAGES.verificationFailed } });
    }
    expect(await (await expert.client.get("/api/payouts/account")).json()).toMatchObject({ account: null });
  });

  it("is for experts only, and for the signed-in person only", async () => {
    const client = await person(server);
    expect((await client.client.get("/api/payouts/account")).status).toBe(404);
    expect((await put(client.client, bank())).status).toBe(404);
    const visitor = new TestClient(server.url);
    expect((await visitor.get("/api/payouts/account")).status).toBe(401);
    expect((await put(visitor, bank())).status).toBe(401);
  });

  it(`allows ${PAYOUT_ACCOUNT_CHANGES_PER_DAY} changes a day, then 429 with Retry-After, even when asked at once`, async () => {
    const expert = await expertPerson(server);
    const results = await Promise.all(Array.from({ length: PAYOUT_ACCOUNT_CHANGES_PER_DAY + 3 }, () => put(expert.client, bank())));
    expect(results.filter((r) => r.status === 200)).toHaveLength(PAYOUT_ACCOUNT_CHANGES_PER_DAY);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    const [n] = await rows<{ n: number }>(db, sql`select count(*)::int as n from admin_audit_log where target_id = ${expert.id}`);
    expect(n!.n).toBe(PAYOUT_ACCOUNT_CHANGES_PER_DAY);
  });
});

describe("the encryption key", () => {
  it("is required in production on an https PUBLIC_URL, and must be 32 bytes", () => {
    const live = { NODE_ENV: "production", PUBLIC_URL: "https://app.example.in", BETTER_AUTH_SECRET: "x".repeat(40), DATA_DIR: "./.tmp/test-data" };
    expect(() => loadConfig(live)).toThrow(/PAYOUT_ACCOUNT_KEY: required when PUBLIC_URL is https/);
    expect(() => loadConfig({ ...live, PAYOUT_ACCOUNT_KEY: Buffer.alloc(16).toString("base64") })).toThrow(/PAYOUT_ACCOUNT_KEY must be 32 random bytes/);
    expect(loadConfig({ ...live, PAYOUT_ACCOUNT_KEY: Buffer.alloc(32, 1).toString("base64") }).PAYOUT_ACCOUNT_KEY).toBeTruthy();
  });
});

describe("secret box", () => {
  it("seals with a fresh nonce each time and refuses a tampered value or another key", () => {
    const box = createSecretBox(secretBoxKey({ BETTER_AUTH_SECRET: "a".repeat(40) }));
    const a = box.seal(NUMBER);
    expect(a).not.toBe(box.seal(NUMBER));
    expect(box.open(a)).toBe(NUMBER);
    const flipped = a.slice(0, -2) + (a.at(-2) === "A" ? "B" : "A") + a.at(-1);
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(secretBoxKey({ BETTER_AUTH_SECRET: "b".repeat(40) })).open(a)).toThrow();
    const configured = secretBoxKey({ BETTER_AUTH_SECRET: "a".repeat(40), PAYOUT_ACCOUNT_KEY: Buffer.alloc(32, 7).toString("base64") });
    expect(configured.equals(Buffer.alloc(32, 7))).toBe(true);
  });
});
