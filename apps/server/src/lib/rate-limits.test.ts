import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/client.ts";
import { accounts, users } from "../db/schema/index.ts";
import { SIGN_UP_CONSENT, startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { hashPassword } from "./passwords.ts";
import {
  ADDRESS_SIGN_IN_FAILURES_MAX,
  SIGN_UPS_PER_ADDRESS,
  TOO_MANY_ADDRESS_SIGN_INS,
  TOO_MANY_SIGN_INS,
  TOO_MANY_SIGN_UPS,
} from "./sign-in-limiter.ts";

const PASSWORD = "crowd-password-1";
let passwordHash: string;

/** Accounts written straight into the database with one argon2 hash, so 100 cost one hashing. */
async function createAccounts(server: TestServer, prefix: string, count: number): Promise<string[]> {
  passwordHash ??= await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.in`);
  const created = await server.deps.db
    .insert(users)
    .values(emails.map((email) => ({ email, name: "", emailVerified: true })))
    .returning({ id: users.id });
  await server.deps.db
    .insert(accounts)
    .values(created.map(({ id }) => ({ userId: id, accountId: id, providerId: "credential", password: passwordHash })));
  return emails;
}

/** A request as if from `address`, behind a trusted proxy that appended it to X-Forwarded-For. */
function from(server: TestServer, address: string, path: string, json: unknown) {
  return fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `198.18.0.1, ${address}` },
    body: JSON.stringify(json),
  });
}

type ErrorJson = { error: { message: string }; message: string };

async function expect429(res: Response, message?: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const json = (await res.json()) as ErrorJson;
  expect(json.error.message).toBeTruthy();
  if (message) expect(json.error.message).toBe(message);
  return retryAfter;
}

describe("rate limits with Better Auth's limits on (RATE_LIMIT, the default)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: true, config: { TRUST_PROXY: "true" } });
  });
  afterAll(() => server.close());

  it("lets 100 different accounts sign in correctly from one address within a minute", async () => {
    const emails = await createAccounts(server, "crowd", 100);
    const statuses: number[] = [];
    // Five at a time, like a crowd behind one carrier NAT.
    for (let i = 0; i < emails.length; i += 5) {
      const batch = emails.slice(i, i + 5).map((email) => from(server, "203.0.113.10", "/api/auth/sign-in/email", { email, password: PASSWORD }));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    expect(statuses).toEqual(Array(100).fill(200));
  });

  it("never refuses a signed-in user reading their session (300 reads in a row)", async () => {
    const client = new TestClient(server.url);
    await client.register("reader@example.in");
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await client.get("/api/auth/get-session");
      statuses.push(res.status);
      const json = (await res.json()) as { user?: { email: string } } | null;
      if (json?.user?.email !== "reader@example.in") throw new Error(`read ${i}: ${res.status} ${JSON.stringify(json)}`);
    }
    expect(statuses).toEqual(Array(300).fill(200));
  });

  it("answers the 11th wrong password for one account within a minute with 429 and Retry-After, also after a restart", async () => {
    const [email] = await createAccounts(server, "target", 1);
    for (let i = 0; i < 10; i++) expect((await from(server, "203.0.113.20", "/api/auth/sign-in/email", { email, password: "wrong-password" })).status).toBe(401);
    const eleventh = await from(server, "203.0.113.20", "/api/auth/sign-in/email", { email, password: "wrong-password" });
    const retryAfter = await expect429(eleventh, TOO_MANY_SIGN_INS);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // From another address, and with the right password, too: the account waits out the minute.
    await expect429(await from(server, "203.0.113.21", "/api/auth/sign-in/email", { email, password: PASSWORD }), TOO_MANY_SIGN_INS);

    const restarted = await startTestServer({ rateLimit: true, config: { TRUST_PROXY: "true" } });
    try {
      await expect429(await from(restarted, "203.0.113.22", "/api/auth/sign-in/email", { email, password: PASSWORD }), TOO_MANY_SIGN_INS);
    } finally {
      await restarted.close();
    }
  });

  it("limits an address after 30 wrong passwords across accounts, while another address signs in", async () => {
    const emails = await createAccounts(server, "spray", 50);
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await from(server, "203.0.113.30", "/api/auth/sign-in/email", { email, password: "guess-1234" })).status);
    expect(statuses.slice(0, ADDRESS_SIGN_IN_FAILURES_MAX)).toEqual(Array(ADDRESS_SIGN_IN_FAILURES_MAX).fill(401));
    expect(statuses.slice(ADDRESS_SIGN_IN_FAILURES_MAX)).toEqual(Array(50 - ADDRESS_SIGN_IN_FAILURES_MAX).fill(429));
    // The address is refused even with a right password; the account itself is not locked.
    const refused = await from(server, "203.0.113.30", "/api/auth/sign-in/email", { email: emails[0], password: PASSWORD });
    const retryAfter = await expect429(refused, TOO_MANY_ADDRESS_SIGN_INS);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await from(server, "203.0.113.31", "/api/auth/sign-in/email", { email: emails[0], password: PASSWORD })).status).toBe(200);
  });

  it("does not count successful sign-ins against an address", async () => {
    const emails = await createAccounts(server, "typo", ADDRESS_SIGN_IN_FAILURES_MAX + 5);
    // 29 typos, then everyone signs in: the address is still open.
    for (const email of emails.slice(0, ADDRESS_SIGN_IN_FAILURES_MAX - 1)) {
      expect((await from(server, "203.0.113.40", "/api/auth/sign-in/email", { email, password: "typo-typo" })).status).toBe(401);
    }
    for (const email of emails) expect((await from(server, "203.0.113.40", "/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  });

  it("allows a classroom of sign-ups from one address, then refuses with 429", async () => {
    // A classroom's worth already counted in this window (each real sign-up costs an argon2 hash).
    await server.deps.db.execute(
      sql`insert into app_rate_limits (key, count, reset_at) values ('sign-ups:203.0.113.50', ${SIGN_UPS_PER_ADDRESS - 1}, ${Date.now() + 300_000})`,
    );
    expect((await from(server, "203.0.113.50", "/api/auth/sign-up/email", { email: "last-student@example.in", password: PASSWORD, name: "", ...SIGN_UP_CONSENT })).status).toBe(200);
    const refused = await from(server, "203.0.113.50", "/api/auth/sign-up/email", { email: "script@example.in", password: PASSWORD, name: "", ...SIGN_UP_CONSENT });
    await expect429(refused, TOO_MANY_SIGN_UPS);
    expect((await from(server, "203.0.113.51", "/api/auth/sign-up/email", { email: "elsewhere@example.in", password: PASSWORD, name: "", ...SIGN_UP_CONSENT })).status).toBe(200);
  });

  it("answers Better Auth's own 429 in the app's shape with Retry-After", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await from(server, "203.0.113.60", "/api/auth/request-password-reset", { email: `nobody${i}@example.in`, redirectTo: "/reset-password" });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    await expect429(last!);
  });

  it("keeps an hour-long limit after Better Auth's rate-limit clean-up has run", async () => {
    const valid = { email: "asha@example.in", phone: "+91-9876543210", fullName: "Asha Rao", reason: "Moving to another service" };
    for (let i = 0; i < 5; i++) expect((await from(server, "203.0.113.70", "/api/profile/deletion-requests", valid)).status).toBe(201);
    // Half an hour later (moved back in the database), and a row of Better Auth's that is long stale.
    await server.deps.db.execute(sql`update app_rate_limits set reset_at = reset_at - 1800000 where key like 'deletion-request:%'`);
    await server.deps.db.execute(
      sql`insert into rate_limits (key, count, last_request) values ('203.0.113.71|/sign-in/email', 5, ${Date.now() - 3_600_000}), ('canary', 1, ${Date.now() - 1_800_000})`,
    );
    // A request on that stale key starts a new window, and Better Auth prunes its table.
    expect((await from(server, "203.0.113.71", "/api/auth/sign-in/email", { email: "no-one@example.in", password: "whatever-1" })).status).toBe(401);
    await expect.poll(async () => (await rows(server.deps.db, sql`select key from rate_limits where key = 'canary'`)).length).toBe(0);
    const refused = await from(server, "203.0.113.70", "/api/profile/deletion-requests", valid);
    const retryAfter = await expect429(refused);
    expect(retryAfter).toBeGreaterThan(1700);
    expect(retryAfter).toBeLessThanOrEqual(1800);
  });
});
