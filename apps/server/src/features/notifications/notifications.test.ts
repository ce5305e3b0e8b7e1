/**
 * Notifications over HTTP: each event tells the right person, in the event's transaction; people
 * read and mark only their own; reminders fire at their time once (two instances on PostgreSQL),
 * never for a booking cancelled meanwhile, and follow the Appointment Reminders switch; e-mail
 * follows the Expert Responses switch, checked when it is sent.
 */
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { openDatabase, rows, type Database } from "../../db/client.ts";
import { bookings, emailOutbox, experts, notifications } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { createJobQueue, type JobQueue } from "../../lib/jobs/job-queue.ts";
import { advanceJobClock, runDueJobs } from "../../test/job-clock.ts";
import { credit } from "../../test/money.ts";
import { startTestServer, testDatabase, TestClient, usingPostgres, type TestServer } from "../../test/harness.ts";

const ADMIN_EMAIL = "admin@example.in";
const HOUR = 3_600_000;
let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({ config: { ADMIN_EMAILS: ADMIN_EMAIL } });
  database = await testDatabase();
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});

let counter = 0;
async function person(email = `person${++counter}@example.in`) {
  const client = new TestClient(server.url);
  const id = await client.register(email);
  // Enough in the wallet for the paid bookings these tests make.
  await credit(server.deps.db, id, 10_000_00);
  return { client, id, email };
}

async function expertPerson() {
  const p = await person();
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. Expert ${counter}`, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: p.id })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id };
}

/** A booking through the API, `days` ahead at `time` IST. */
async function book(client: TestClient, expertId: string, days = 5, time = "10:00") {
  const res = await client.post("/api/bookings", { expertId, date: addDays(todayInIndia(), days), time, consultationType: "video", notes: "" });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string; scheduledAt: string }).id;
}

/** A confirmed-later booking written directly, `minutes` from now (for reminders nearer than a slot allows). */
async function bookingAt(expertId: string, userId: string, minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({ expertId, userId, status: "pending", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "video", amount: 500 })
    .returning({ id: bookings.id });
  return row!.id;
}

interface Listed {
  notifications: Array<{ id: string; kind: string; title: string; body: string; link: string; read: boolean; createdAt: string }>;
  nextCursor: string | null;
}
const list = async (client: TestClient, cursor?: string) => {
  const res = await client.get(`/api/notifications${cursor ? `?cursor=${cursor}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
};
const kinds = async (client: TestClient) => (await list(client)).notifications.map((n) => n.kind);
const unread = async (client: TestClient) => ((await (await client.get("/api/notifications/unread-count")).json()) as { unread: number }).unread;
/** E-mail kept for an address, but the sign-up verification every account gets. */
const outboxTo = (email: string) =>
  server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), sql`${emailOutbox.subject} not like 'Verify%'`)).orderBy(emailOutbox.createdAt);
const drain = (jobs: JobQueue = server.deps.jobs) => runDueJobs(jobs);
const reminderJobs = () =>
  rows<{ state: string; singleton_key: string }>(database.db, sql`select state::text, singleton_key from pgboss.job where name = 'booking-reminder' order by singleton_key`);

describe("each event tells the right person", () => {
  it("booking created → the expert; confirmed → the client, linking to the booking; both e-mailed", async () => {
    const expert = await expertPerson();
    const client = await person();
    const id = await book(client.client, expert.expertId);
    const [created] = (await list(expert.client)).notifications;
    expect(created).toMatchObject({ kind: "booking_created", title: "New booking request", link: "/consultation-mode", read: false });
    expect(created!.body).toContain("video consultation");
    expect(await kinds(client.client)).toEqual([]);
    expect(await unread(expert.client)).toBe(1);

    expect((await expert.client.post(`/api/bookings/${id}/confirm`)).status).toBe(200);
    const [confirmed] = (await list(client.client)).notifications;
    expect(confirmed).toMatchObject({ kind: "booking_confirmed", title: "Booking confirmed", link: "/bookings" });
    expect(confirmed!.body).toContain("Dr. Expert");
    expect(await kinds(expert.client)).toEqual(["booking_created"]);

    await drain();
    expect((await outboxTo(expert.email)).map((m) => m.subject)).toEqual(["New booking request"]);
    const [mail] = await outboxTo(client.email);
    expect(mail).toMatchObject({ subject: "Booking confirmed" });
    expect(mail!.text).toContain(`${server.url}/bookings`);
  });

  it("declined → the client with the reason; cancelled → the other side of whoever cancelled", async () => {
    const expert = await expertPerson();
    const client = await person();
    const declined = await book(client.client, expert.expertId, 3);
    expect((await expert.client.post(`/api/bookings/${declined}/decline`, { reason: "On leave that day" })).status).toBe(200);
    const [n] = (await list(client.client)).notifications;
    expect(n).toMatchObject({ kind: "booking_declined", link: "/bookings" });
    expect(n!.body).toContain("Reason: On leave that day");

    const byClient = await book(client.client, expert.expertId, 4);
    expect((await client.client.post(`/api/bookings/${byClient}/cancel`, { reason: "Feeling better" })).status).toBe(200);
    expect((await list(expert.client)).notifications[0]).toMatchObject({ kind: "booking_cancelled", link: "/consultation-mode" });
    expect(await kinds(client.client)).toEqual(["booking_declined"]);

    const byExpert = await book(client.client, expert.expertId, 6);
    expect((await expert.client.post(`/api/bookings/${byExpert}/confirm`)).status).toBe(200);
    expect((await expert.client.post(`/api/bookings/${byExpert}/cancel`)).status).toBe(200);
    expect(await kinds(client.client)).toEqual(["booking_cancelled", "booking_confirmed", "booking_declined"]);
    expect(await kinds(expert.client)).toEqual(["booking_created", "booking_cancelled", "booking_created", "booking_created"]);
  });

  it("a refused move or a failed booking writes nothing", async () => {
    const expert = await expertPerson();
    const client = await person();
    const id = await book(client.client, expert.expertId);
    expect((await client.client.post(`/api/bookings/${id}/confirm`)).status).toBe(404);
    const other = await person();
    expect((await other.client.post("/api/bookings", { expertId: expert.expertId, date: addDays(todayInIndia(), 5), time: "10:00", consultationType: "video" })).status).toBe(409);
    expect(await server.deps.db.select().from(notifications)).toHaveLength(1);
  });

  it("an answer → the doubt's asker (not for answering oneself); accepted → the answer's author, once", async () => {
    const asker = await person();
    const answerer = await person();
    const doubt = (await (await asker.client.post("/api/doubts", { question: "Best first-line treatment for mild hypertension?", category: "Cardiology" })).json()) as { id: string };
    await asker.client.post(`/api/doubts/${doubt.id}/answers`, { answer: "Adding context myself." });
    expect(await kinds(asker.client)).toEqual([]);
    const answer = (await (await answerer.client.post(`/api/doubts/${doubt.id}/answers`, { answer: "Lifestyle first, then an ACE inhibitor." })).json()) as { id: string };
    const [n] = (await list(asker.client)).notifications;
    expect(n).toMatchObject({ kind: "doubt_answered", link: `/doubt/${doubt.id}` });
    expect(n!.body).toContain("Best first-line treatment");

    expect((await asker.client.post(`/api/doubts/${doubt.id}/answers/${answer.id}/accept`)).status).toBe(200);
    expect((await asker.client.post(`/api/doubts/${doubt.id}/answers/${answer.id}/accept`)).status).toBe(200);
    expect((await list(answerer.client)).notifications).toMatchObject([{ kind: "answer_accepted", link: `/doubt/${doubt.id}` }]);
    await drain();
    expect((await outboxTo(asker.email)).map((m) => m.subject)).toEqual(["New answer to your doubt"]);
  });

  it("an application approved or rejected → the applicant", async () => {
    const boss = await person(ADMIN_EMAIL);
    const a = await person();
    const b = await person();
    const body = { category: "medical", specialization: "GP", experienceYears: 5, consultationFee: 500, bio: "General practitioner in Pune for five years.", education: "MBBS", languages: ["English"], registrationNumber: "mmc-12345", registrationCouncil: "Maharashtra Medical Council" };
    const appA = (await (await a.client.post("/api/applications", body)).json()) as { id: string };
    const appB = (await (await b.client.post("/api/applications", body)).json()) as { id: string };
    expect((await boss.client.post(`/api/admin/applications/${appA.id}/approve`, { registrationChecked: true })).status).toBe(200);
    expect((await boss.client.post(`/api/admin/applications/${appB.id}/reject`, { reason: "Registration number not found" })).status).toBe(200);
    expect((await list(a.client)).notifications).toMatchObject([{ kind: "application_approved", link: "/become-expert" }]);
    const [rejected] = (await list(b.client)).notifications;
    expect(rejected).toMatchObject({ kind: "application_rejected", link: "/become-expert" });
    expect(rejected!.body).toContain("Registration number not found");
    expect(await kinds(boss.client)).toEqual([]);
  });
});

describe("reading and marking", () => {
  it("pages newest first; marks one and all read; another person gets 404 and changes nothing", async () => {
    const owner = await person();
    const db = server.deps.db;
    const total = PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) {
      await db.insert(notifications).values({ userId: owner.id, kind: "booking_confirmed", title: `N${i}`, body: "b", link: "/bookings", createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) });
    }
    const first = await list(owner.client);
    expect(first.notifications.map((n) => n.title)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => `N${total - 1 - i}`));
    const second = await list(owner.client, first.nextCursor!);
    expect(second.notifications.map((n) => n.title)).toEqual(["N2", "N1", "N0"]);
    expect(second.nextCursor).toBeNull();
    expect(await unread(owner.client)).toBe(total);

    const target = first.notifications[0]!.id;
    const stranger = await person();
    expect((await stranger.client.post(`/api/notifications/${target}/read`)).status).toBe(404);
    expect((await stranger.client.post("/api/notifications/read-all")).status).toBe(200);
    expect((await list(stranger.client)).notifications).toEqual([]);
    expect(await unread(owner.client)).toBe(total);

    expect(await (await owner.client.post(`/api/notifications/${target}/read`)).json()).toEqual({ id: target, read: true });
    expect((await owner.client.post(`/api/notifications/${target}/read`)).status).toBe(200);
    expect(await unread(owner.client)).toBe(total - 1);
    expect((await list(owner.client)).notifications[0]!.read).toBe(true);
    expect(await (await owner.client.post("/api/notifications/read-all")).json()).toEqual({ marked: total - 1 });
    expect(await unread(owner.client)).toBe(0);
  });

  it("refuses bad input with 4xx and the signed-out with 401", async () => {
    const owner = await person();
    expect((await owner.client.get("/api/notifications?cursor=nonsense")).status).toBe(400);
    expect((await owner.client.get("/api/notifications?other=1")).status).toBe(400);
    expect((await owner.client.post("/api/notifications/not-a-uuid/read")).status).toBe(404);
    expect((await owner.client.post("/api/notifications/00000000-0000-4000-8000-000000000000/read")).status).toBe(404);
    const anonymous = new TestClient(server.url);
    for (const [method, path] of [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/unread-count"],
      ["POST", "/api/notifications/read-all"],
      ["GET", "/api/preferences"],
    ] as const) {
      expect((await anonymous.request(path, { method })).status, path).toBe(401);
    }
  });
});

describe("preferences", () => {
  it("start at the defaults, change one at a time, are the person's own, and refuse bad bodies", async () => {
    const a = await person();
    const b = await person();
    expect(await (await a.client.get("/api/preferences")).json()).toEqual({ darkMode: false, appointmentReminders: true, expertResponsesEmail: true, dataSaver: false, language: null });
    const put = await a.client.request("/api/preferences", { method: "PUT", json: { darkMode: true } });
    expect(await put.json()).toEqual({ darkMode: true, appointmentReminders: true, expertResponsesEmail: true, dataSaver: false, language: null });
    await a.client.request("/api/preferences", { method: "PUT", json: { appointmentReminders: false } });
    expect(await (await a.client.get("/api/preferences")).json()).toEqual({ darkMode: true, appointmentReminders: false, expertResponsesEmail: true, dataSaver: false, language: null });
    expect(await (await b.client.get("/api/preferences")).json()).toEqual({ darkMode: false, appointmentReminders: true, expertResponsesEmail: true, dataSaver: false, language: null });
    for (const json of [{}, { darkMode: "yes" }, { darkMode: true, userId: b.id }, []]) {
      const res = await a.client.request("/api/preferences", { method: "PUT", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toEqual(expect.any(String));
    }
    expect((await new TestClient(server.url).request("/api/preferences", { method: "PUT", json: { darkMode: true } })).status).toBe(401);
  });

  it("keep the language on the account: none until chosen, Hindi after, refused outside the app's languages, checked by the database too", async () => {
    const a = await person();
    const b = await person();
    expect(((await (await a.client.get("/api/preferences")).json()) as { language: string | null }).language).toBeNull();
    const put = await a.client.request("/api/preferences", { method: "PUT", json: { language: "hi" } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ language: "hi", darkMode: false });
    // Another switch leaves the language as it was; a new session (another browser) reads it.
    await a.client.request("/api/preferences", { method: "PUT", json: { darkMode: true } });
    const again = new TestClient(server.url);
    expect((await again.signIn(a.email)).status).toBe(200);
    expect(await (await again.get("/api/preferences")).json()).toMatchObject({ language: "hi", darkMode: true });
    expect(((await (await b.client.get("/api/preferences")).json()) as { language: string | null }).language).toBeNull();
    for (const language of ["fr", "HI", "", 1, null]) {
      const res = await a.client.request("/api/preferences", { method: "PUT", json: { language } });
      expect(res.status, JSON.stringify(language)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/language must be one of: en, hi|Invalid input/);
    }
    expect(((await (await a.client.get("/api/preferences")).json()) as { language: string }).language).toBe("hi");
    await expect(server.deps.db.execute(sql`update user_preferences set language = 'fr' where user_id = ${a.id}`)).rejects.toThrow();
    expect((await new TestClient(server.url).request("/api/preferences", { method: "PUT", json: { language: "hi" } })).status).toBe(401);
  });

  it("Expert Responses off: the answer is in the app but not e-mailed (checked when the e-mail is sent)", async () => {
    const asker = await person();
    const answerer = await person();
    const doubt = (await (await asker.client.post("/api/doubts", { question: "How long should antibiotics run for cellulitis?" })).json()) as { id: string };
    await answerer.client.post(`/api/doubts/${doubt.id}/answers`, { answer: "Usually five days." });
    // Turned off after the answer was queued, before the e-mail went.
    await asker.client.request("/api/preferences", { method: "PUT", json: { expertResponsesEmail: false } });
    await drain();
    expect(await kinds(asker.client)).toEqual(["doubt_answered"]);
    expect(await outboxTo(asker.email)).toEqual([]);
  });
});

describe("reminders", () => {
  const extraQueues: JobQueue[] = [];
  const extraDatabases: Database[] = [];
  afterEach(async () => {
    for (const q of extraQueues.splice(0)) await q.stop();
    for (const d of extraDatabases.splice(0)) await d.close();
  });

  async function confirmedIn(hours: number) {
    const expert = await expertPerson();
    const client = await person();
    const id = await bookingAt(expert.expertId, client.id, hours * 60);
    expect((await expert.client.post(`/api/bookings/${id}/confirm`)).status).toBe(200);
    await drain(); // the confirmation's e-mail
    return { expert, client, id };
  }
  const reminders = async (client: TestClient) => (await list(client)).notifications.filter((n) => n.kind === "booking_reminder");

  it("fires 24 hours and 15 minutes before, at that time, once each, with two instances", async () => {
    const { client } = await confirmedIn(48);
    expect((await reminderJobs()).map((j) => j.state)).toEqual(["created", "created"]);
    // A second instance: its own pool on PostgreSQL, the one in-process database on PGlite.
    const second = usingPostgres ? await openDatabase({ url: process.env.TEST_DATABASE_URL, poolMax: 5, migrate: false }) : database;
    if (usingPostgres) extraDatabases.push(second);
    const other = await createJobQueue({ database: second, logger: pino({ level: "silent" }), concurrency: 5, pollIntervalMs: 500 });
    extraQueues.push(other);
    other.start(createJobHandlers({ ...server.deps, db: second.db, jobs: other }), { polling: false });
    const both = () => Promise.all([drain(), drain(other), drain(), drain(other)]);

    await advanceJobClock(database, 24 * HOUR - 60_000);
    await both();
    expect(await reminders(client.client)).toEqual([]);
    await advanceJobClock(database, 61_000);
    await both();
    const first = await reminders(client.client);
    expect(first).toHaveLength(1);
    expect(first[0]!.body).toContain("starts in 24 hours");
    expect(first[0]!.link).toBe("/bookings");
    await advanceJobClock(database, 24 * HOUR - 15 * 60_000);
    await both();
    await both();
    const all = await reminders(client.client);
    expect(all.map((n) => n.body.match(/starts in [^,]+/)![0])).toEqual(["starts in 15 minutes", "starts in 24 hours"]);
    const mails = await outboxTo(client.email);
    expect(mails.filter((m) => m.subject === "Consultation reminder")).toHaveLength(2);
  });

  it("skips a reminder already in the past: a booking 2 hours ahead gets only the 15-minute one", async () => {
    await confirmedIn(2);
    expect((await reminderJobs()).map((j) => j.singleton_key)).toEqual([expect.stringMatching(/reminder-15m$/)]);
  });

  it("a booking cancelled before its reminder gets none: the jobs are cancelled with the booking", async () => {
    const { client, expert, id } = await confirmedIn(30);
    expect((await client.client.post(`/api/bookings/${id}/cancel`, { reason: "Travelling" })).status).toBe(200);
    expect((await reminderJobs()).map((j) => j.state)).toEqual(["cancelled", "cancelled"]);
    await advanceJobClock(database, 30 * HOUR);
    await drain();
    expect(await reminders(client.client)).toEqual([]);
    expect((await outboxTo(client.email)).map((m) => m.subject)).toEqual(["Booking confirmed"]);
    expect((await outboxTo(expert.email)).map((m) => m.subject)).toEqual(["Booking cancelled"]);
  });

  it("a rescheduled booking: the expert hears of it and the reminders move to the new time", async () => {
    const expert = await expertPerson();
    const client = await person();
    const id = await book(client.client, expert.expertId, 5, "10:00");
    expect((await expert.client.post(`/api/bookings/${id}/confirm`)).status).toBe(200);
    const before = await rows<{ start_after: string }>(database.db, sql`select start_after::text from pgboss.job where name = 'booking-reminder' and state = 'created' and singleton_key like ${`booking:${id}:%`}`);
    expect(before).toHaveLength(2);
    const res = await client.client.post(`/api/bookings/${id}/reschedule`, { date: addDays(todayInIndia(), 6), time: "11:00" });
    expect(res.status, await res.clone().text()).toBe(200);
    const [n] = (await list(expert.client)).notifications;
    expect(n).toMatchObject({ kind: "booking_rescheduled", title: "Booking rescheduled", link: "/consultation-mode" });
    expect(n!.body).toContain("11:00");
    const after = await rows<{ start_after: string }>(database.db, sql`select start_after::text from pgboss.job where name = 'booking-reminder' and state = 'created' and singleton_key like ${`booking:${id}:%`}`);
    expect(after).toHaveLength(2);
    const shift = (a: { start_after: string }[], b: { start_after: string }[]) => Date.parse(b[0]!.start_after) - Date.parse(a[0]!.start_after);
    expect(Math.abs(shift(before, after))).toBe(25 * HOUR);
  });

  it("a reminder whose booking left confirmed, or moved, by another path sends nothing when it runs", async () => {
    const { client, id } = await confirmedIn(30);
    // Changed behind the queue's back: the handler's own check is what stops it.
    await server.deps.db.update(bookings).set({ scheduledAt: new Date(Date.now() + 40 * HOUR), endsAt: new Date(Date.now() + 40 * HOUR + 30 * 60_000) }).where(eq(bookings.id, id));
    await advanceJobClock(database, 30 * HOUR);
    expect(await drain()).toBe(2);
    expect(await reminders(client.client)).toEqual([]);
    expect((await reminderJobs()).map((j) => j.state)).toEqual(["completed", "completed"]);
  });

  it("Appointment Reminders off: no reminder at all, neither in the app nor by e-mail", async () => {
    const { client } = await confirmedIn(30);
    await client.client.request("/api/preferences", { method: "PUT", json: { appointmentReminders: false } });
    await advanceJobClock(database, 30 * HOUR);
    await drain();
    expect(await reminders(client.client)).toEqual([]);
    expect((await outboxTo(client.email)).filter((m) => m.subject === "Consultation reminder")).toEqual([]);
    const left = await server.deps.db.select().from(notifications).where(and(eq(notifications.userId, client.id), eq(notifications.kind, "booking_reminder")));
    expect(left).toEqual([]);
  });
});
