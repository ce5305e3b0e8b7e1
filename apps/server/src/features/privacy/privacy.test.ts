/**
 * Notice and consent over HTTP: sign-up is refused without the notice's version and the 18-or-older
 * confirmation and records what was agreed; the optional consents are given and withdrawn by their
 * owner only; a changed notice is asked for again.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/schemas/privacy";
import { userConsents, users } from "../../db/schema/index.ts";
import { resetDatabase, SIGN_UP_CONSENT, startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const signUp = (client: TestClient, email: string, extra: Record<string, unknown>) =>
  client.post("/api/auth/sign-up/email", { email, password: "secret-pass-1", name: "", ...extra });
const consents = async (client: TestClient) => (await (await client.get("/api/privacy/consents")).json()) as Record<string, unknown>;

describe("sign-up", () => {
  it("is refused without the 18-or-older confirmation or the notice, or with an old notice, and creates nothing", async () => {
    const client = new TestClient(server.url);
    const cases: [Record<string, unknown>, string][] = [
      [{ noticeVersion: PRIVACY_NOTICE_VERSION }, PRIVACY_MESSAGES.adultRequired],
      [{ noticeVersion: PRIVACY_NOTICE_VERSION, adult: false }, PRIVACY_MESSAGES.adultRequired],
      [{ adult: true }, PRIVACY_MESSAGES.noticeRequired],
      [{ adult: true, noticeVersion: PRIVACY_NOTICE_VERSION - 1 }, PRIVACY_MESSAGES.noticeOutdated],
    ];
    for (const [extra, expected] of cases) {
      const res = await signUp(client, "minor@example.in", extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(await message(res)).toBe(expected);
    }
    const typed = await signUp(client, "minor@example.in", { ...SIGN_UP_CONSENT, noticeVersion: "1" });
    expect(typed.status).toBe(400);
    expect(await server.deps.db.select().from(users)).toHaveLength(0);
  });

  it("records the notice's version and time, and the optional consents as chosen", async () => {
    const before = Date.now();
    const plain = new TestClient(server.url);
    expect((await signUp(plain, "plain@example.in", SIGN_UP_CONSENT)).status).toBe(200);
    const state = await consents(plain);
    expect(state).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, agreedVersion: PRIVACY_NOTICE_VERSION, needsNotice: false, marketingEmail: false, push: false });
    expect(Date.parse(state.agreedAt as string)).toBeGreaterThanOrEqual(before - 1000);

    const keen = new TestClient(server.url);
    expect((await signUp(keen, "keen@example.in", { ...SIGN_UP_CONSENT, marketingEmail: true, pushNotifications: true })).status).toBe(200);
    expect(await consents(keen)).toMatchObject({ marketingEmail: true, push: true, needsNotice: false });
  });
});

describe("/api/privacy", () => {
  it("needs a session", async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get("/api/privacy/consents")).status).toBe(401);
    expect((await anonymous.request("/api/privacy/consents", { method: "PUT", json: { purpose: "push", granted: false } })).status).toBe(401);
    expect((await anonymous.post("/api/privacy/notice", SIGN_UP_CONSENT)).status).toBe(401);
  });

  it("gives and withdraws marketing e-mail for the signed-in person only, and refuses unknown purposes", async () => {
    const alice = new TestClient(server.url);
    const aliceId = await alice.register("alice@example.in");
    const bob = new TestClient(server.url);
    const bobId = await bob.register("bob@example.in");
    const on = await alice.request("/api/privacy/consents", { method: "PUT", json: { purpose: "marketing_email", granted: true } });
    expect(on.status).toBe(200);
    expect(((await on.json()) as { marketingEmail: boolean }).marketingEmail).toBe(true);
    expect((await consents(bob)).marketingEmail).toBe(false);
    const off = await alice.request("/api/privacy/consents", { method: "PUT", json: { purpose: "marketing_email", granted: false } });
    expect(((await off.json()) as { marketingEmail: boolean }).marketingEmail).toBe(false);

    for (const json of [{ purpose: "notice", granted: false }, { purpose: "marketing_email" }, { purpose: "push", granted: false, userId: bobId }]) {
      const res = await alice.request("/api/privacy/consents", { method: "PUT", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    // The notice stays agreed: it cannot be withdrawn on its own (deleting the account does that).
    const [notice] = await server.deps.db
      .select()
      .from(userConsents)
      .where(and(eq(userConsents.userId, aliceId), eq(userConsents.purpose, "notice")));
    expect(notice!.granted).toBe(true);
  });

  it("keeps every change in the person's consent history, theirs alone, newest first; a repeat adds nothing; changes are rate-limited", async () => {
    const alice = new TestClient(server.url);
    await alice.register("history@example.in");
    const bob = new TestClient(server.url);
    await bob.register("history-bob@example.in");
    const put = (granted: boolean) => alice.request("/api/privacy/consents", { method: "PUT", json: { purpose: "push", granted } });
    expect((await put(true)).status).toBe(200);
    expect((await put(true)).status).toBe(200); // the same choice again: no new record
    expect((await put(false)).status).toBe(200);
    type Records = { records: { purpose: string; granted: boolean; noticeVersion: number; at: string }[] };
    const { records } = (await (await alice.get("/api/privacy/consents/history")).json()) as Records;
    expect(records).toHaveLength(5);
    expect(records.slice(0, 2).map((r) => [r.purpose, r.granted])).toEqual([
      ["push", false],
      ["push", true],
    ]);
    // At sign-up, in one transaction: in any order among themselves.
    expect(records.slice(2).map((r) => `${r.purpose}:${r.granted}`).sort()).toEqual(["marketing_email:false", "notice:true", "push:false"]);
    expect(records.every((r) => r.noticeVersion === PRIVACY_NOTICE_VERSION && /Z$/.test(r.at))).toBe(true);
    expect(((await (await bob.get("/api/privacy/consents/history")).json()) as Records).records).toHaveLength(3);
    expect((await new TestClient(server.url).get("/api/privacy/consents/history")).status).toBe(401);

    let last: Response | undefined;
    for (let i = 0; i < 30; i++) last = await put(i % 2 === 0);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("asks again after the notice changed, until the person agrees to the new one as an adult", async () => {
    const client = new TestClient(server.url);
    const id = await client.register("returning@example.in");
    // As if they had agreed to an earlier version.
    await server.deps.db.execute(sql`update user_consents set notice_version = ${PRIVACY_NOTICE_VERSION - 1} where user_id = ${id}::uuid and purpose = 'notice'`);
    expect(await consents(client)).toMatchObject({ needsNotice: true, agreedVersion: PRIVACY_NOTICE_VERSION - 1 });

    const noAge = await client.post("/api/privacy/notice", { noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(noAge.status).toBe(400);
    expect(await message(noAge)).toBe(PRIVACY_MESSAGES.adultRequired);
    const stale = await client.post("/api/privacy/notice", { noticeVersion: PRIVACY_NOTICE_VERSION - 1, adult: true });
    expect(await message(stale)).toBe(PRIVACY_MESSAGES.noticeOutdated);

    const agreed = await client.post("/api/privacy/notice", SIGN_UP_CONSENT);
    expect(agreed.status).toBe(200);
    expect(await agreed.json()).toMatchObject({ needsNotice: false, agreedVersion: PRIVACY_NOTICE_VERSION });
  });

  it("an account that never agreed (made before the notice, or by the seed) is asked, and has no optional consent", async () => {
    const client = new TestClient(server.url);
    const id = await client.register("older@example.in");
    await server.deps.db.delete(userConsents).where(eq(userConsents.userId, id));
    expect(await consents(client)).toEqual({ noticeVersion: PRIVACY_NOTICE_VERSION, agreedVersion: null, agreedAt: null, needsNotice: true, marketingEmail: false, push: false });
  });
});
