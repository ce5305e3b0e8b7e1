/** The one-query session lookup answers exactly as Better Auth's getSession does. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { forgedSessionCookie, startTestServer, TestClient, type TestServer } from "../test/harness.ts";
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
    const forged = forgedSessionCookie(cookie);
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

/** The reads that find the session in their own statement (session-read.ts) keep the same rules. */
describe("session read", () => {
  const READS = ["/api/bookings?tab=upcoming", "/api/messages/conversations", "/api/messages/unread", "/api/expert-desk/dashboard"];
  const sessionOf = async (headers: Headers) => (await lookup(headers))!.session.id;

  it("answers a live session and refuses one signed out at once, or a forged or absent cookie", async () => {
    const { client, headers } = await signedIn("read-out@example.in");
    const cookie = headers.get("cookie")!;
    const forged = forgedSessionCookie(cookie);
    for (const path of READS) {
      // not an expert: the desk answers 404, which still means the session was found
      expect((await client.get(path)).status).toBe(path.startsWith("/api/expert") ? 404 : 200);
      expect((await new TestClient(server.url).get(path)).status).toBe(401);
      expect((await fetch(server.url + path, { headers: { cookie: forged } })).status).toBe(401);
    }
    await client.post("/api/auth/sign-out");
    for (const path of READS) expect((await fetch(server.url + path, { headers: { cookie } })).status).toBe(401);
  });

  it("ends an expired session (401) and renews one due for renewal, answering it", async () => {
    const expired = await signedIn("read-expired@example.in");
    const expiredId = await sessionOf(expired.headers);
    await server.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expiredId));
    expect((await expired.client.get(READS[0]!)).status).toBe(401);
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.id, expiredId))).toHaveLength(0);

    const due = await signedIn("read-renew@example.in");
    const dueId = await sessionOf(due.headers);
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5.5 * DAY), updatedAt: sql`now() - interval '36 hours'` })
      .where(eq(sessions.id, dueId));
    const res = await due.client.get(READS[0]!);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bookings: [], nextCursor: null });
    const [row] = await server.deps.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, dueId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });
});
