/**
 * Concerns over HTTP (docs/product.md#grievances): raising one (bad input, the daily rate and the
 * open quota, nothing written when refused), references unique and following each other under
 * concurrency, the acknowledgement e-mail, owner-only reads and replies, and the admin's queue
 * (admins only, oldest first, age against 90 days), reply (reaching the person in the app and by
 * e-mail) and close, each in the audit log.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GRIEVANCE_MESSAGES as M, GRIEVANCES_OPEN_MAX, GRIEVANCES_PER_DAY } from "@expertconnect/shared/messages/grievances";
import { rows } from "../../db/client.ts";
import { adminAuditLog, emailOutbox, grievances } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { runDueJobs } from "../../test/job-clock.ts";
import { resetDatabase, startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

const ADMIN_EMAIL = "officer@example.in";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { ADMIN_EMAILS: ADMIN_EMAIL } });
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});
beforeEach(() => resetDatabase());

let counter = 0;
async function person(email = `person${++counter}@example.in`) {
  const client = new TestClient(server.url);
  const id = await client.register(email);
  return { client, id, email };
}
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const concern = (description = "My refund for a cancelled consultation has not reached my wallet.", subject = "payment") => ({ subject, description });

interface Grievance {
  id: string;
  reference: string;
  status: string;
  messages: { fromTeam: boolean; body: string }[];
}
interface Queued extends Grievance {
  ageDays: number;
  daysLeft: number;
  urgency: string;
  person: { email: string };
}
async function raise(client: TestClient, body: unknown = concern()) {
  const res = await client.post("/api/grievances", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Grievance;
}
const outboxTo = (email: string) =>
  server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), sql`${emailOutbox.subject} not like 'Verify%'`)).orderBy(emailOutbox.createdAt);
const queue = async (client: TestClient) => {
  const res = await client.get("/api/admin/grievances");
  expect(res.status).toBe(200);
  return ((await res.json()) as { grievances: Queued[] }).grievances;
};
const year = () => Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()));

describe("raising a concern", () => {
  it("needs a session, refuses bad input with the form's words and writes nothing", async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post("/api/grievances", concern())).status).toBe(401);
    expect((await anonymous.get("/api/grievances")).status).toBe(401);
    const { client } = await person();
    const cases: [unknown, string][] = [
      [{ description: concern().description }, M.subjectRequired],
      [concern(undefined, "refund-now"), M.subjectRequired],
      [concern("   too short    "), M.descriptionMin],
      [concern("x".repeat(2001)), M.descriptionMax],
    ];
    for (const [body, expected] of cases) {
      const res = await client.post("/api/grievances", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await message(res)).toBe(expected);
    }
    expect(await server.deps.db.select().from(grievances)).toHaveLength(0);
  });

  it("gives a reference, e-mails the acknowledgement, and counts the daily rate and the open quota in the writing transaction", async () => {
    const alice = await person();
    const first = await raise(alice.client, concern("  My data export has been pending for two days now.  ", "privacy"));
    expect(first).toMatchObject({ reference: `GRV-${year()}-000001`, status: "open", messages: [] });
    await runDueJobs(server.deps.jobs);
    const [ack] = await outboxTo(alice.email);
    expect(ack?.subject).toBe(M.ackSubject(first.reference));
    expect(ack?.text).toContain("My data export has been pending for two days now.");

    for (let i = 1; i < GRIEVANCES_PER_DAY; i++) await raise(alice.client);
    const refused = await alice.client.post("/api/grievances", concern());
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(await message(refused)).toBe(M.perDay(retry));

    // A day later the rate has room again, but no more than GRIEVANCES_OPEN_MAX may wait at once.
    await server.deps.db.execute(sql`update grievances set created_at = created_at - interval '25 hours'`);
    for (let i = GRIEVANCES_PER_DAY; i < GRIEVANCES_OPEN_MAX; i++) await raise(alice.client);
    const full = await alice.client.post("/api/grievances", concern());
    expect(full.status).toBe(429);
    expect(await message(full)).toBe(M.openFull);
    expect(full.headers.get("retry-after")).toBe(String(24 * 3600));
    expect(await server.deps.db.select().from(grievances)).toHaveLength(GRIEVANCES_OPEN_MAX);
  });

  it("numbers concerns raised at once uniquely and without gaps", async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => person()));
    const made = await Promise.all(people.map((p) => raise(p.client)));
    const numbers = made.map((g) => Number(g.reference.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(made.map((g) => g.reference)).size).toBe(8);
  });
});

describe("reading and replying", () => {
  it("shows a concern to its owner only", async () => {
    const alice = await person();
    const bob = await person();
    const mine = await raise(alice.client);
    expect((await alice.client.get(`/api/grievances/${mine.id}`)).status).toBe(200);
    expect((await bob.client.get(`/api/grievances/${mine.id}`)).status).toBe(404);
    expect((await bob.client.post(`/api/grievances/${mine.id}/replies`, { body: "Let me in" })).status).toBe(404);
    expect(((await (await bob.client.get("/api/grievances")).json()) as { grievances: unknown[] }).grievances).toEqual([]);
    const listed = (await (await alice.client.get("/api/grievances")).json()) as { grievances: Grievance[] };
    expect(listed.grievances.map((g) => g.id)).toEqual([mine.id]);
    expect((await rows(server.deps.db, sql`select 1 from grievance_messages`)).length).toBe(0);
  });
});

describe("the admin's queue", () => {
  it("is for admins only", async () => {
    const { client } = await person();
    const mine = await raise(client);
    for (const who of [client, new TestClient(server.url)]) {
      expect((await who.get("/api/admin/grievances")).status).toBe(404);
      expect((await who.post(`/api/admin/grievances/${mine.id}/reply`, { body: "Sorted." })).status).toBe(404);
      expect((await who.post(`/api/admin/grievances/${mine.id}/close`)).status).toBe(404);
    }
    expect((await rows(server.deps.db, sql`select 1 from grievance_messages`)).length).toBe(0);
  });

  it("lists open concerns oldest first with their age against our 15-day promise and the 90-day limit; a reply reaches the person in the app and by e-mail; closing ends it", async () => {
    const officer = await person(ADMIN_EMAIL);
    const alice = await person();
    const older = await raise(alice.client);
    const newer = await raise(alice.client);
    await server.deps.db.execute(sql`update grievances set created_at = now() - interval '95 days' where id = ${older.id}::uuid`);
    await server.deps.db.execute(sql`update grievances set created_at = now() - interval '15 days' where id = ${newer.id}::uuid`);
    const recent = await raise(alice.client);

    expect((await officer.client.get("/api/admin/grievances?cursor=nonsense")).status).toBe(400);
    expect((await alice.client.get("/api/grievances?cursor=nonsense")).status).toBe(400);
    const listed = await queue(officer.client);
    expect(listed.map((g) => [g.reference, g.ageDays, g.urgency])).toEqual([
      [older.reference, 95, "overdue"],
      [newer.reference, 15, "late"],
      [recent.reference, 0, "ok"],
    ]);
    expect(listed[0]).toMatchObject({ daysLeft: -5, promiseDaysLeft: -80, person: { email: alice.email } });
    expect(listed[1]).toMatchObject({ daysLeft: 75, promiseDaysLeft: 0 });
    expect(listed[2]).toMatchObject({ daysLeft: 90, promiseDaysLeft: 15 });

    const answer = "We have credited the refund to your wallet; it shows under Wallet → History.";
    const replied = await officer.client.post(`/api/admin/grievances/${older.id}/reply`, { body: answer });
    expect(replied.status).toBe(200);
    const seen = (await (await alice.client.get(`/api/grievances/${older.id}`)).json()) as Grievance;
    expect(seen).toMatchObject({ status: "answered", messages: [{ fromTeam: true, body: answer }] });
    const notes = (await (await alice.client.get("/api/notifications")).json()) as { notifications: { kind: string; title: string; link: string }[] };
    expect(notes.notifications[0]).toMatchObject({ kind: "grievance_answered", title: M.repliedTitle(older.reference), link: "/profile/concerns" });
    await runDueJobs(server.deps.jobs);
    const mail = (await outboxTo(alice.email)).find((m) => m.subject === M.repliedTitle(older.reference));
    expect(mail?.text).toContain(answer);

    // The person answers back: the concern waits for the team again.
    const back = await alice.client.post(`/api/grievances/${older.id}/replies`, { body: "Thank you, I can see it now." });
    expect(back.status).toBe(201);
    expect(((await back.json()) as Grievance).status).toBe("open");

    expect((await officer.client.post(`/api/admin/grievances/${older.id}/close`)).status).toBe(200);
    expect((await queue(officer.client)).map((g) => g.id)).toEqual([newer.id, recent.id]);
    expect((await officer.client.post(`/api/admin/grievances/${older.id}/close`)).status).toBe(409);
    expect((await officer.client.post(`/api/admin/grievances/${older.id}/reply`, { body: "More" })).status).toBe(409);
    const late = await alice.client.post(`/api/grievances/${older.id}/replies`, { body: "One more thing" });
    expect(late.status).toBe(409);
    expect(await message(late)).toBe(M.closedAlready);

    const audit = await server.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetTable, "grievances")).orderBy(adminAuditLog.id);
    expect(audit.map((a) => [a.action, a.targetId, a.actorEmail])).toEqual([
      ["reply_grievance", older.id, ADMIN_EMAIL],
      ["close_grievance", older.id, ADMIN_EMAIL],
    ]);
  });
});
