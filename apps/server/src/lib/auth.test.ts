import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, users } from "../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("e-mail and password accounts", () => {
  it("signs up, creates a profile, signs in with an httpOnly cookie and signs out", async () => {
    const client = new TestClient(server.url);
    const up = await client.signUp("asha@example.in");
    expect(up.status).toBe(200);
    // Without SMTP a new account is signed in at once.
    expect((await client.get("/api/dashboard/stats")).status).toBe(200);
    await client.post("/api/auth/sign-out");

    const [user] = await server.deps.db.select().from(users).where(eq(users.email, "asha@example.in"));
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [profile] = await server.deps.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toBeDefined();

    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "asha@example.in", password: "secret-pass-1" }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    await client.signIn("asha@example.in");
    const session = await client.get("/api/auth/get-session");
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe("asha@example.in");
    expect((await client.get("/api/dashboard/stats")).status).toBe(200);

    const out = await client.post("/api/auth/sign-out");
    expect(out.status).toBe(200);
    expect((await client.get("/api/dashboard/stats")).status).toBe(401);
  });

  it("rejects a second sign-up with the same e-mail, whatever its case", async () => {
    const client = new TestClient(server.url);
    expect((await client.signUp("dup@example.in")).status).toBe(200);
    const again = await client.signUp("DUP@example.in");
    expect(again.status).toBe(422);
    const body = (await again.json()) as { code: string };
    expect(body.code).toMatch(/USER_ALREADY_EXISTS/);
    expect(await server.deps.db.select().from(users).where(eq(users.email, "dup@example.in"))).toHaveLength(1);
  });

  it("refuses a password under 6 or over 128 characters", async () => {
    const client = new TestClient(server.url);
    expect((await client.signUp("short@example.in", "12345")).status).toBe(400);
    expect((await client.signUp("long@example.in", "x".repeat(129))).status).toBe(400);
    expect((await client.signUp("ok6@example.in", "x7k!q2")).status).toBe(200);
  });

  it("refuses a wrong password", async () => {
    const client = new TestClient(server.url);
    await client.signUp("wrong@example.in");
    await client.post("/api/auth/sign-out");
    const res = await client.signIn("wrong@example.in", "not-the-password");
    expect(res.status).toBe(401);
    expect((await client.get("/api/dashboard/stats")).status).toBe(401);
  });

  it("counts the signed-in user's own posts and videos on the dashboard", async () => {
    const client = new TestClient(server.url);
    const id = await client.register("stats@example.in");
    const { doctorPosts } = await import("../db/schema/index.ts");
    await server.deps.db.insert(doctorPosts).values([
      { doctorId: id, content: "one" },
      { doctorId: id, content: "two" },
    ]);
    const other = new TestClient(server.url);
    await other.register("other-stats@example.in");
    expect(await (await client.get("/api/dashboard/stats")).json()).toEqual({
      consultationsGiven: 0,
      postsShared: 2,
      videosUploaded: 0,
    });
    expect(await (await other.get("/api/dashboard/stats")).json()).toEqual({
      consultationsGiven: 0,
      postsShared: 0,
      videosUploaded: 0,
    });
  });
});
