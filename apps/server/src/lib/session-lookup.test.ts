/** The one-query session lookup answers exactly as Better Auth's getSession does. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { createSessionLookup } from "./session-lookup.ts";

let server: TestServer;
let lookup: ReturnType<typeof createSessionLookup>;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  const { db, auth, config } = server.deps;
  lookup = createSessionLookup({
    db,
    auth,
    secret: config.BETTER_AUTH_SECRET,
    secureCookies: false,
    expiresIn: auth.options.session.expiresIn,
    updateAge: auth.options.session.updateAge,
  });
});
afterAll(() => server.close());

async function signedIn(email: string) {
  const client = new TestClient(server.url);
  await client.register(email);
  return { client, headers: new Headers({ cookie: client.cookieHeader }) };
}

describe("session lookup", () => {
  it("returns what getSession returns for a live session", async () => {
    const { headers } = await signedIn("lookup-same@example.in");
    const ours = await lookup(headers);
    expect(ours).not.toBeNull();
    expect(ours).toEqual(await server.deps.auth.api.getSession({ headers }));
  });

  it("finds nothing once the session is signed out, or with a forged signature or no cookie", async () => {
    const { client, headers } = await signedIn("lookup-out@example.in");
    const cookie = headers.get("cookie")!;
    const forged = cookie.replace(/(session_token=[^.;]+\.)([^;]{4})/, (_m, head: string) => `${head}AAAA`);
    expect(forged).not.toBe(cookie);
    expect(await lookup(new Headers({ cookie: forged }))).toBeNull();
    expect(await lookup(new Headers({ cookie: "other=1" }))).toBeNull();
    expect(await lookup(headers)).not.toBeNull();
    await client.post("/api/auth/sign-out");
    expect(await lookup(headers)).toBeNull();
  });

  it("leaves an expired session to getSession, which ends it", async () => {
    const { headers } = await signedIn("lookup-expired@example.in");
    const { id } = (await lookup(headers))!.session;
    await server.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, id));
    expect(await lookup(headers)).toBeNull();
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
  });

  it("leaves a session due for its daily renewal to getSession, which renews it", async () => {
    const { headers } = await signedIn("lookup-renew@example.in");
    const { id } = (await lookup(headers))!.session;
    // Signed in 36 hours ago: its expiry is 5.5 days away, past the one-day renewal age.
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5.5 * DAY), updatedAt: sql`now() - interval '36 hours'` })
      .where(eq(sessions.id, id));
    const renewed = await lookup(headers);
    expect(renewed?.session.id).toBe(id);
    const [row] = await server.deps.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });
});
