import { and, eq, sql } from "drizzle-orm";
import { createLocalJWKSet, jwtVerify } from "jose";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../db/client.ts";
import { accounts, emailOutbox, twoFactors, users, verifications } from "../../db/schema/index.ts";
import { TWO_FACTOR_CODE_REQUIRED } from "../../lib/auth.ts";
import { COMMON_PASSWORD_MESSAGE } from "../../lib/passwords.ts";
import { TOO_MANY_SIGN_INS } from "../../lib/sign-in-limiter.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true" } });
});
afterAll(() => server.close());

async function latestMail(to: string, subject: RegExp) {
  const mail = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const found = mail.filter((m) => subject.test(m.subject)).at(-1);
  expect(found, `no mail matching ${subject} to ${to}`).toBeDefined();
  return found!;
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+/)![0];

type SessionList = { sessions: { id: string; token: string; current: boolean }[] };

describe("account security", () => {
  it("stores passwords as argon2id hashes", async () => {
    const client = new TestClient(server.url);
    const id = await client.register("hash@example.in", "a-fine-password");
    const [account] = await server.deps.db.select().from(accounts).where(eq(accounts.userId, id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account?.password).not.toContain("a-fine-password");
  });

  it("refuses the most common passwords with a clear message", async () => {
    const client = new TestClient(server.url);
    const res = await client.signUp("common@example.in", "password123");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await server.deps.db.select().from(users).where(eq(users.email, "common@example.in"))).toHaveLength(0);
  });

  it("answers the 11th failed sign-in for one account within a minute with 429, also after a restart", async () => {
    const client = new TestClient(server.url);
    await client.signUp("target@example.in");
    await client.post("/api/auth/sign-out");
    for (let i = 0; i < 10; i++) expect((await client.signIn("target@example.in", "wrong-password")).status).toBe(401);
    const eleventh = await client.signIn("target@example.in", "wrong-password");
    expect(eleventh.status).toBe(429);
    expect(((await eleventh.json()) as { message: string }).message).toBe(TOO_MANY_SIGN_INS);
    // Even the right password waits out the window.
    expect((await client.signIn("target@example.in")).status).toBe(429);

    const restarted = await startTestServer();
    try {
      expect((await new TestClient(restarted.url).signIn("target@example.in")).status).toBe(429);
      // Another account is not affected.
      const other = new TestClient(restarted.url);
      await other.signUp("bystander@example.in");
      await other.post("/api/auth/sign-out");
      expect((await other.signIn("bystander@example.in")).status).toBe(200);
    } finally {
      await restarted.close();
    }
    // Once the window has passed, the right password works again.
    await server.deps.db.execute(sql`update app_rate_limits set reset_at = reset_at - 61000 where key like 'sign-in-failures:%'`);
    expect((await client.signIn("target@example.in")).status).toBe(200);
  });

  it("resets a password with a single-use link that expires, and ends other sessions", async () => {
    const phone = new TestClient(server.url);
    await phone.register("reset@example.in", "old-password-1");
    const laptop = new TestClient(server.url);
    await laptop.signIn("reset@example.in", "old-password-1");

    const anon = new TestClient(server.url);
    const asked = await anon.post("/api/auth/request-password-reset", { email: "reset@example.in", redirectTo: "/reset-password" });
    expect(asked.status).toBe(200);
    // The same answer for an address without an account.
    expect((await anon.post("/api/auth/request-password-reset", { email: "nobody@example.in", redirectTo: "/reset-password" })).status).toBe(200);

    const link = linkIn((await latestMail("reset@example.in", /Reset/)).text);
    const follow = await anon.get(new URL(link).pathname + new URL(link).search);
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get("location")!, server.url).searchParams.get("token")!;
    expect(token).toBeTruthy();

    expect((await anon.post("/api/auth/reset-password", { newPassword: "new-password-2", token })).status).toBe(200);
    expect((await anon.post("/api/auth/reset-password", { newPassword: "third-password-3", token })).status).toBe(400);
    expect((await phone.get("/api/dashboard/stats")).status).toBe(401);
    expect((await laptop.get("/api/dashboard/stats")).status).toBe(401);
    expect((await anon.signIn("reset@example.in", "old-password-1")).status).toBe(401);
    expect((await anon.signIn("reset@example.in", "new-password-2")).status).toBe(200);

    // An expired token is refused.
    await anon.post("/api/auth/request-password-reset", { email: "reset@example.in", redirectTo: "/reset-password" });
    const again = linkIn((await latestMail("reset@example.in", /Reset/)).text);
    const expiredToken = new URL(again).pathname.split("/").at(-1)!;
    await server.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(sql`${verifications.identifier} like ${"reset-password:%"}`));
    expect((await anon.post("/api/auth/reset-password", { newPassword: "fourth-password-4", token: expiredToken })).status).toBe(400);
  });

  it("refuses a session cookie once the session is revoked", async () => {
    const client = new TestClient(server.url);
    await client.register("revoke@example.in");
    const cookie = client.cookieHeader;
    expect((await fetch(`${server.url}/api/dashboard/stats`, { headers: { cookie } })).status).toBe(200);
    await client.post("/api/auth/sign-out");
    expect((await fetch(`${server.url}/api/dashboard/stats`, { headers: { cookie } })).status).toBe(401);
  });

  it("lists the devices and ends one or all others, also long after signing in", async () => {
    const a = new TestClient(server.url);
    const id = await a.register("devices@example.in");
    const b = new TestClient(server.url);
    await b.signIn("devices@example.in");
    const c = new TestClient(server.url);
    await c.signIn("devices@example.in");
    const stranger = new TestClient(server.url);
    await stranger.register("stranger@example.in");
    // An hour after signing in: past Better Auth's freshAge, which its own /list-sessions insists on.
    await server.deps.db.execute(sql`update sessions set created_at = created_at - interval '1 hour' where user_id = ${id}`);

    const listed = await a.get("/api/account/sessions");
    expect(listed.status).toBe(200);
    const { sessions } = (await listed.json()) as SessionList;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    // One device by its token (what Settings sends), then all the others.
    const cToken = ((await (await c.get("/api/account/sessions")).json()) as SessionList).sessions.find((s) => s.current)!.token;
    expect((await a.post("/api/auth/revoke-session", { token: cToken })).status).toBe(200);
    expect((await c.get("/api/dashboard/stats")).status).toBe(401);
    expect((await a.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect((await b.get("/api/dashboard/stats")).status).toBe(401);
    expect((await a.get("/api/dashboard/stats")).status).toBe(200);
    const after = (await (await a.get("/api/account/sessions")).json()) as SessionList;
    expect(after.sessions).toEqual([expect.objectContaining({ current: true })]);
    // Another user's session is untouched, and the list needs a session.
    expect((await stranger.get("/api/dashboard/stats")).status).toBe(200);
    expect((await new TestClient(server.url).get("/api/account/sessions")).status).toBe(401);
  });

  it("issues JWTs that the published key set verifies", async () => {
    const client = new TestClient(server.url);
    const id = await client.register("jwt@example.in");
    const { token } = (await (await client.get("/api/auth/token")).json()) as { token: string };
    const jwks = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks as never), { issuer: server.url, audience: server.url });
    expect(payload.sub).toBe(id);
  });

  it("asks for a TOTP code after the password once two-factor is on", async () => {
    const client = new TestClient(server.url);
    await client.register("totp@example.in", "totp-password-1");
    const enabled = (await (await client.post("/api/auth/two-factor/enable", { password: "totp-password-1" })).json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(enabled.backupCodes).toHaveLength(10);
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(200);
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, "totp@example.in"));
    expect(user?.twoFactorEnabled).toBe(true);
    await client.post("/api/auth/sign-out");

    const signIn = await client.signIn("totp@example.in", "totp-password-1");
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    expect((await client.get("/api/dashboard/stats")).status).toBe(401);
    const wrong = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: wrong })).status).toBe(401);
    expect((await client.get("/api/dashboard/stats")).status).toBe(401);
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(200);
    expect((await client.get("/api/dashboard/stats")).status).toBe(200);
  });

  describe("turning two-factor off", () => {
    /** A signed-in user with TOTP on; the authenticator and the backup codes they were given. */
    async function withTwoFactor(email: string) {
      const client = new TestClient(server.url);
      const id = await client.register(email, "off-password-1");
      const enabled = (await (await client.post("/api/auth/two-factor/enable", { password: "off-password-1" })).json()) as {
        totpURI: string;
        backupCodes: string[];
      };
      const totp = new TOTP({ secret: Secret.fromBase32(new URL(enabled.totpURI).searchParams.get("secret")!), digits: 6, period: 30 });
      expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(200);
      const isOn = async () => {
        const [user] = await server.deps.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
        const factors = await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, id));
        return Boolean(user?.on) && factors.length === 1;
      };
      expect(await isOn()).toBe(true);
      return { client, totp, backupCodes: enabled.backupCodes, isOn };
    }
    const wrongCode = (totp: TOTP) => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0");

    it("needs a current code as well as the password", async () => {
      const { client, totp, isOn } = await withTwoFactor("off-code@example.in");
      const noCode = await client.post("/api/auth/two-factor/disable", { password: "off-password-1" });
      expect(noCode.status).toBe(400);
      expect(((await noCode.json()) as { message: string }).message).toBe(TWO_FACTOR_CODE_REQUIRED);
      expect(await isOn()).toBe(true);

      const wrong = await client.post("/api/auth/two-factor/disable", { password: "off-password-1", code: wrongCode(totp) });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { message: string }).message).toBe("Invalid code");
      expect(await isOn()).toBe(true);

      const badPassword = await client.post("/api/auth/two-factor/disable", { password: "not-my-password", code: totp.generate() });
      expect(badPassword.status).toBe(400);
      expect(((await badPassword.json()) as { code: string }).code).toBe("INVALID_PASSWORD");
      expect(await isOn()).toBe(true);

      expect((await client.post("/api/auth/two-factor/disable", { password: "off-password-1", code: totp.generate() })).status).toBe(200);
      expect(await isOn()).toBe(false);
      // Still signed in (the plugin swaps the session for one without two-factor).
      expect((await client.get("/api/dashboard/stats")).status).toBe(200);
    });

    it("takes a backup code instead, and does not spend it on a wrong password", async () => {
      const { client, backupCodes, isOn } = await withTwoFactor("off-backup@example.in");
      const code = backupCodes[0]!;
      expect((await client.post("/api/auth/two-factor/disable", { password: "off-password-1", code: "abcde-fghij" })).status).toBe(401);
      expect((await client.post("/api/auth/two-factor/disable", { password: "not-my-password", code })).status).toBe(400);
      expect(await isOn()).toBe(true);
      expect((await client.post("/api/auth/two-factor/disable", { password: "off-password-1", code })).status).toBe(200);
      expect(await isOn()).toBe(false);
    });

    it("offers no way to read the secret or new backup codes with the password alone", async () => {
      const { client } = await withTwoFactor("off-bypass@example.in");
      expect((await client.post("/api/auth/two-factor/get-totp-uri", { password: "off-password-1" })).status).toBe(404);
      expect((await client.post("/api/auth/two-factor/generate-backup-codes", { password: "off-password-1" })).status).toBe(404);
    });
  });

  it("resends a confirmation only with an e-mail or phone and a type", async () => {
    const client = new TestClient(server.url);
    await client.signUp("resend@example.in");
    const missing = await client.post("/api/account/resend-verification", { email: "resend@example.in" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "You must provide either an email or phone number and a type",
    );
    const before = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from email_outbox where "to" = 'resend@example.in'`);
    expect((await client.post("/api/account/resend-verification", { email: "resend@example.in", type: "signup" })).status).toBe(200);
    const after = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from email_outbox where "to" = 'resend@example.in'`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it("verifies the e-mail through the link it sends and signs the user in", async () => {
    const client = new TestClient(server.url);
    await client.signUp("verify@example.in");
    await client.post("/api/auth/sign-out");
    const link = linkIn((await latestMail("verify@example.in", /Verify/)).text);
    const anon = new TestClient(server.url);
    const res = await anon.get(new URL(link).pathname + new URL(link).search);
    expect([200, 302]).toContain(res.status);
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, "verify@example.in"));
    expect(user?.emailVerified).toBe(true);
    expect((await anon.get("/api/dashboard/stats")).status).toBe(200);
  });

  it("shows the outbox only with the test hooks on", async () => {
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/api/test/outbox?to=a@b.in`)).status).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await fetch(`${server.url}/api/test/outbox?to=a@b.in`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/account/outbox?to=a@b.in`)).status).toBe(404);
  });
});

describe("changing the account's e-mail", () => {
  it("asks for the password, sends the link to the new address, changes only when it is opened, tells the old one, and is rate-limited", async () => {
    const client = new TestClient(server.url);
    const id = await client.register("old-address@example.in");
    const emailNow = async () => (await server.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    // Not over Better Auth's own endpoint, which asks for no password.
    expect((await client.post("/api/auth/change-email", { newEmail: "sneaky@example.in" })).status).toBe(404);
    expect((await new TestClient(server.url).post("/api/account/email", { newEmail: "new-address@example.in", password: "secret-pass-1" })).status).toBe(401);
    const wrong = await client.post("/api/account/email", { newEmail: "new-address@example.in", password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect((await client.post("/api/account/email", { newEmail: "old-address@example.in", password: "secret-pass-1" })).status).toBe(400);

    const asked = await client.post("/api/account/email", { newEmail: "New-Address@example.in", password: "secret-pass-1" });
    expect(asked.status).toBe(202);
    expect(await emailNow()).toBe("old-address@example.in");
    const link = linkIn((await latestMail("new-address@example.in", /Confirm your new e-mail/)).text);
    expect(await server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, "old-address@example.in"), sql`${emailOutbox.subject} like '%was changed%'`))).toEqual([]);

    // Opened from another device, without a session: the address changes, and the old one is told.
    const opened = await new TestClient(server.url).get(new URL(link).pathname + new URL(link).search);
    expect([200, 302]).toContain(opened.status);
    expect(await emailNow()).toBe("new-address@example.in");
    expect((await latestMail("old-address@example.in", /was changed/)).text).toContain("new-address@example.in");
    // The link works once; signing in takes the new address.
    const again = await new TestClient(server.url).get(new URL(link).pathname + new URL(link).search);
    expect(await emailNow()).toBe("new-address@example.in");
    expect(again.status === 302 ? again.headers.get("location") : String(again.status)).toMatch(/error|401/);
    expect((await new TestClient(server.url).signIn("new-address@example.in")).status).toBe(200);
    expect((await new TestClient(server.url).signIn("old-address@example.in")).status).not.toBe(200);

    // Every try counts, a wrong password too: past the limit, 429 with Retry-After.
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) last = await client.post("/api/account/email", { newEmail: `third${i}@example.in`, password: "wrong-password" });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
