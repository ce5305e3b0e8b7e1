/**
 * Erasure of one's own account over HTTP (docs/product.md#erasure): ask, confirm from the e-mailed
 * link (bad and expired links refused), cancel (nothing happens), the refusals while something is
 * owed, and the job: after it runs, a scan of every table of the schema finds the person's e-mail,
 * name and phone nowhere and their id only in the rows kept for others and the law, de-identified;
 * their files are gone; the other party still reads the conversation; the ledger still sums; a
 * second run, or one resumed after a crash, changes nothing. An erased expert's live sockets close
 * on every instance holding them, and their listing stays, renamed, for the clients who booked them.
 */
import { and, eq, sql } from "drizzle-orm";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { SOCKET_CLOSE_ACCOUNT_GONE } from "@expertconnect/shared/constants";
import { ERASURE_CANCEL_REASON, ERASURE_GRACE_BUSINESS_DAYS, ERASURE_MESSAGES as M, addBusinessDays } from "@expertconnect/shared/messages/erasure";
import type { PrescriptionInput } from "@expertconnect/shared/schemas/records";
import { rows } from "../../db/client.ts";
import { bookings, deletionRequests, emailOutbox, users } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { createStorage } from "../../lib/storage.ts";
import { bookingRow, completedBooking, expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, TestClient, testDatabase, type TestServer } from "../../test/harness.ts";
import { advanceJobClock, runDueJobs } from "../../test/job-clock.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { balanceOf, credit, holdFee, topUp } from "../../test/money.ts";
import { runErasure } from "./erasure.run.ts";
import { EXPORT_SECTIONS } from "./data-export.sections.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const GRACE_MS = (ERASURE_GRACE_BUSINESS_DAYS + 5) * DAY_MS;

const runJobs = () => runDueJobs(server.deps.jobs);

type State = { request: { id: string; status: string; scheduledFor: string | null } | null };
const state = async (client: TestClient) => (await (await client.get("/api/privacy/erasure")).json()) as State;
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** Asks as `client` and returns the token of the e-mailed link (the mail is sent by its job). */
async function askAndReadLink(client: TestClient, email: string): Promise<string> {
  const asked = await client.post("/api/privacy/erasure");
  expect(asked.status).toBe(202);
  await runJobs();
  const mails = await server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, M.mailSubject)));
  const link = /https?:\/\/\S+\/account-deletion\/confirm\?token=(\S+)/.exec(mails.at(-1)?.text ?? "");
  expect(link, "the mail holds the confirmation link").not.toBeNull();
  return link![1]!;
}

const emailOf = async (id: string) => (await server.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe("erasure: asking, confirming, cancelling", () => {
  it("asks with a mailed link, refuses bad and expired links, schedules after the grace period, and a cancelled one erases nothing", async () => {
    const alice = await person(server, "erase-ask");
    const email = await emailOf(alice.id);
    expect((await new TestClient(server.url).post("/api/privacy/erasure")).status).toBe(401);
    expect((await state(alice.client)).request).toBeNull();

    const token = await askAndReadLink(alice.client, email);
    expect((await state(alice.client)).request).toMatchObject({ status: "awaiting_confirmation", scheduledFor: null });
    // One open request at a time.
    const again = await alice.client.post("/api/privacy/erasure");
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(M.alreadyOpen);

    // A wrong token, a malformed body: 400 with the same message; nothing moves.
    const bad = await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token: `${token.slice(0, -4)}AAAA` });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe(M.badLink);
    expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token: 42 })).status).toBe(400);
    expect((await state(alice.client)).request?.status).toBe("awaiting_confirmation");

    // Confirmed from another device (no session): scheduled for the end of the grace period.
    const before = new Date();
    const confirmed = await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token });
    expect(confirmed.status).toBe(200);
    const scheduled = (await state(alice.client)).request!;
    expect(scheduled.status).toBe("scheduled");
    const expected = addBusinessDays(before, ERASURE_GRACE_BUSINESS_DAYS).getTime();
    expect(Math.abs(Date.parse(scheduled.scheduledFor!) - expected)).toBeLessThan(60_000);
    expect(Date.parse(scheduled.scheduledFor!) - before.getTime()).toBeGreaterThanOrEqual(ERASURE_GRACE_BUSINESS_DAYS * DAY_MS);
    // The link works once.
    expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token })).status).toBe(400);
    // Nothing runs before its time.
    await runJobs();
    expect((await state(alice.client)).request?.status).toBe("scheduled");

    // Cancelled: the job is gone and the account stays, even long after.
    expect((await alice.client.post("/api/privacy/erasure/cancel")).status).toBe(200);
    expect((await state(alice.client)).request).toBeNull();
    const none = await alice.client.post("/api/privacy/erasure/cancel");
    expect(none.status).toBe(409);
    expect(await message(none)).toBe(M.nothingToCancel);
    await advanceJobClock(await testDatabase(), GRACE_MS);
    await runJobs();
    const fresh = new TestClient(server.url);
    expect((await fresh.signIn(email)).status).toBe(200);
    expect((await alice.client.get("/api/profile")).status).toBe(200);
    const [row] = await server.deps.db.select().from(deletionRequests).where(eq(deletionRequests.userId, alice.id));
    expect(row).toMatchObject({ status: "cancelled", email });
  });

  it("refuses an expired link with 410, and a new request replaces it", async () => {
    const bob = await person(server, "erase-expired");
    const email = await emailOf(bob.id);
    const token = await askAndReadLink(bob.client, email);
    await server.deps.db.execute(sql`update deletion_requests set confirm_expires_at = now() - interval '1 second' where user_id = ${bob.id}::uuid`);
    const expired = await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token });
    expect(expired.status).toBe(410);
    expect(await message(expired)).toBe(M.expiredLink);
    expect((await state(bob.client)).request?.status).toBe("awaiting_confirmation");
    const fresh = await askAndReadLink(bob.client, email);
    expect(fresh).not.toBe(token);
    expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token })).status).toBe(400);
    expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token: fresh })).status).toBe(200);
    expect((await bob.client.post("/api/privacy/erasure/cancel")).status).toBe(200);
  });

  it("refuses with 409 while a payout is under way or earnings wait to be withdrawn; an upcoming booking does not refuse", async () => {
    const client = await person(server, "erase-blocked");
    const expert = await expertPerson(server);
    await bookingRow(server, expert.expertId, client.id, "confirmed", -120);
    // The page says, before anyone asks, what the deletion would cancel.
    expect(await (await client.client.get("/api/privacy/erasure")).json()).toMatchObject({ request: null, upcoming: { asClient: 1, asExpert: 0 } });
    expect(await (await expert.client.get("/api/privacy/erasure")).json()).toMatchObject({ request: null, upcoming: { asClient: 0, asExpert: 1 } });

    const [earnings] = await rows<{ id: string }>(server.deps.db, sql`insert into wallets (user_id, kind) values (${expert.id}::uuid, 'earnings') returning id`);
    await server.deps.db.execute(sql`insert into ledger_entries (wallet_id, kind, amount_paise, note) values (${earnings!.id}::uuid, 'correction', 5000, 'test earnings')`);
    const owed = await expert.client.post("/api/privacy/erasure");
    expect(owed.status).toBe(409);
    expect(await message(owed)).toBe(M.blockedBalance);

    await server.deps.db.execute(
      sql`insert into payouts (user_id, amount_paise, method, destination, account_ref) values (${client.id}::uuid, 10000, 'upi', 'UPI ra***@okaxis', 'test-ref')`,
    );
    const payout = await client.client.post("/api/privacy/erasure");
    expect(payout.status).toBe(409);
    expect(await message(payout)).toBe(M.blockedPayout);
    expect(await server.deps.db.select().from(deletionRequests).where(eq(deletionRequests.userId, client.id))).toEqual([]);
  });
});

const prescription = (patientName: string): PrescriptionInput => ({
  kind: "prescription",
  doctorName: "Dr. Asha Rao",
  qualification: "MBBS, MD (General Medicine)",
  registrationNumber: "KMC-123456",
  patientName,
  patientAge: 34,
  date: "2026-11-20",
  visit: "first",
  diagnosis: "Acute viral fever (provisional)",
  medicines: [{ name: "Paracetamol", strength: "500 mg", dose: "1 tablet", frequency: "Three times a day", duration: "3 days" }],
  advice: null,
  followUp: null,
});

const PDF = Buffer.from("%PDF-1.4\n%\n1 0 obj <<>> endobj\n%%EOF\n");

/** Tables whose rows may still carry the erased person's id, each kept for someone else or for the law. */
const KEPT_WITH_ID = new Set([
  "users", // the account row itself, as "Deleted user": the anchor of everything below
  "profiles", // emptied
  "experts", // an expert's listing, renamed and suspended: other people's bookings point at it
  "bookings",
  "consultation_notes",
  "expert_reviews",
  "booking_messages",
  "conversations",
  "messages",
  "wallets",
  "payment_orders",
  "receipts", // numbered without gaps: a receipt is never taken back
  "payouts",
  "deletion_requests", // the record that the erasure happened
]);

describe("erasure: the job", () => {
  it("leaves the person's e-mail, name and phone nowhere, their id only in kept rows, no files, and the other side intact", async () => {
    const NAME = "Kavya Erasure-Subject";
    const PHONE = "+919812345678";
    const alice = await person(server, "erase-job");
    const email = await emailOf(alice.id);
    const expert = await expertPerson(server);
    const other = await person(server, "erase-bystander");
    expect((await alice.client.request("/api/profile", { method: "PATCH", json: { full_name: NAME, phone: PHONE } })).status).toBe(200);
    const bookingId = await completedBooking(server, expert, alice.id);
    expect((await expert.client.request(`/api/consultation-notes/${bookingId}`, { method: "PUT", json: prescription(NAME) })).status).toBe(200);
    expect((await alice.client.post(`/api/reviews/bookings/${bookingId}`, { stars: 5, text: "Very kind doctor" })).status).toBeLessThan(300);
    await topUp(alice.client, 500);
    const upload = await alice.client.request("/api/medical-records/uploads", {
      method: "POST",
      body: PDF,
      headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent("blood test.pdf") },
    });
    expect(upload.status).toBe(201);
    expect((await alice.client.post("/api/feed/posts", { content: `Hello from ${NAME}` })).status).toBe(201);
    expect((await alice.client.post("/api/doubts", { question: "What is the dose of paracetamol for adults?", category: "General" })).status).toBe(201);
    const [conversation] = await rows<{ id: string }>(server.deps.db, sql`select id from conversations where client_id = ${alice.id}::uuid`);
    expect((await alice.client.post(`/api/messages/conversations/${conversation!.id}/messages`, { body: "Thank you, doctor" })).status).toBeLessThan(300);
    expect((await other.client.post("/api/feed/posts", { content: "A bystander's post stays" })).status).toBe(201);
    expect((await alice.client.post("/api/grievances", { subject: "privacy", description: `Please tell me what you hold about ${NAME}.` })).status).toBe(201);
    expect((await alice.client.post("/api/privacy/exports")).status).toBe(202);
    await runJobs();
    const storage = createStorage(server.deps.config);
    const keys = (
      await rows<{ key: string }>(
        server.deps.db,
        sql`select storage_key as key from medical_records where user_id = ${alice.id}::uuid
            union all select storage_key from data_exports where user_id = ${alice.id}::uuid and storage_key is not null`,
      )
    ).map((r) => r.key);
    expect(keys).toHaveLength(2);
    const ownFiles = async () => (await Promise.all(keys.map((k) => storage.stat(k)))).filter(Boolean);
    expect(await ownFiles()).toHaveLength(2);

    const token = await askAndReadLink(alice.client, email);
    expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token })).status).toBe(200);
    await advanceJobClock(await testDatabase(), GRACE_MS);
    await runJobs();

    // Signed out everywhere, and no way back in.
    expect((await alice.client.get("/api/profile")).status).toBe(401);
    const [request] = await server.deps.db.select().from(deletionRequests).where(eq(deletionRequests.userId, alice.id));
    expect(request).toMatchObject({ status: "completed", email: "erased", pendingFiles: null });
    expect(await ownFiles()).toEqual([]);

    expect(await server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, M.doneSubject)))).toHaveLength(1);
    // The scan: every table of the schema, every row as text.
    const tables = await rows<{ table_name: string }>(
      server.deps.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const needles = { email, name: NAME, phone: PHONE.slice(3) };
    for (const { table_name } of tables) {
      if (table_name === "admin_audit_log") continue; // the audit log is kept as it is (docs/product.md#erasure)
      const found = await rows<{ row: string }>(server.deps.db, sql`select to_jsonb(t)::text as row from ${sql.identifier(table_name)} t`);
      for (const { row } of found) {
        // The last e-mail, "your account has been deleted", kept by this SMTP-less test server's outbox only.
        if (table_name === "email_outbox" && row.includes(M.doneSubject)) continue;
        for (const [what, needle] of Object.entries(needles)) expect(row.includes(needle), `${what} in ${table_name}: ${row}`).toBe(false);
        if (!KEPT_WITH_ID.has(table_name)) expect(row.includes(alice.id), `id in ${table_name}: ${row}`).toBe(false);
      }
    }
    // Every table the data export covers is either emptied of the person or in the kept list.
    for (const section of EXPORT_SECTIONS) {
      const left = await rows(server.deps.db, section.query(alice.id));
      if (!KEPT_WITH_ID.has(section.table) && !["booking_events", "ledger_entries", "booking_holds", "payout_events"].includes(section.table)) {
        expect(left, section.table).toEqual([]);
      }
    }

    // The other side still reads: the expert's conversation and prescription, with "Deleted user".
    const listed = await (await expert.client.get("/api/messages/conversations")).text();
    expect(listed).toContain(M.deletedUser);
    const thread = await (await expert.client.get(`/api/messages/conversations/${conversation!.id}/messages`)).text();
    expect(thread).toContain("Thank you, doctor");
    const [note] = await rows<{ patient: string }>(server.deps.db, sql`select body->>'patientName' as patient from consultation_notes where booking_id = ${bookingId}::uuid`);
    expect(note!.patient).toBe(M.deletedUser);
    const [posts] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from doctor_posts where doctor_id = ${other.id}::uuid`);
    expect(posts!.n).toBe(1);
    await checkLedgerInvariants(server.deps.db);
    expect((await new TestClient(server.url).signIn(email)).status).not.toBe(200);

    // Run again, and resumed after a crash between the rows and the files: same end, files removed.
    await runErasure({ ...server.deps, storage }, request!.id);
    const strayKey = `medical-records/${alice.id}/left-behind.pdf`;
    const stray = path.join(path.resolve(server.deps.config.DATA_DIR), `stray-${alice.id}.pdf`);
    await fs.writeFile(stray, PDF);
    await storage.putFile(strayKey, stray, "application/pdf");
    await fs.rm(stray, { force: true });
    await server.deps.db.execute(sql`update deletion_requests set status = 'erasing', pending_files = array[${strayKey}] where id = ${request!.id}::uuid`);
    await runErasure({ ...server.deps, storage }, request!.id);
    expect(await storage.stat(strayKey)).toBeNull();
    const [after] = await server.deps.db.select().from(deletionRequests).where(eq(deletionRequests.id, request!.id));
    expect(after!.status).toBe("completed");
    const [tomb] = await server.deps.db.select().from(users).where(eq(users.id, alice.id));
    expect(tomb).toMatchObject({ name: M.deletedUser, banned: true, image: null });
  });
});

/** A messages socket of `who` on `on`; `closed` resolves with its close code. */
function openSocket(who: TestClient, on: TestServer): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`${on.url.replace("http", "ws")}/api/messages/socket`, { headers: { cookie: who.cookieHeader, origin: on.url } });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on("open", () => resolve({ closed }));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on("error", reject);
  });
}

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe("erasure: an expert", () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer();
  });
  afterAll(() => second.close());

  it("closes their live sockets on every instance, signs them out, and keeps their listing renamed for their clients", async () => {
    const expert = await expertPerson(server);
    const email = await emailOf(expert.id);
    const client = await person(server, "erase-expert-client");
    const bookingId = await completedBooking(server, expert, client.id);
    expect((await client.client.post(`/api/reviews/bookings/${bookingId}`, { stars: 4, text: "Helpful advice" })).status).toBeLessThan(300);
    const here = await openSocket(expert.client, server);
    const there = await openSocket(expert.client, second);
    const clients = await openSocket(client.client, second);
    const counted = async () => {
      await Promise.all([server.deps.sockets.settled(), second.deps.sockets.settled()]);
      return (await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from open_sockets where user_id = ${expert.id}::uuid`))[0]!.n;
    };
    for (let i = 0; i < 100 && (await counted()) < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await counted()).toBe(2);

    const token = await askAndReadLink(expert.client, email);
    expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token })).status).toBe(200);
    await advanceJobClock(await testDatabase(), GRACE_MS);
    await runJobs();

    // Both sockets close, the one held by the other instance too (told through NOTIFY), and not the client's.
    expect(await within(here.closed)).toBe(SOCKET_CLOSE_ACCOUNT_GONE);
    expect(await within(there.closed)).toBe(SOCKET_CLOSE_ACCOUNT_GONE);
    expect(await Promise.race([clients.closed, new Promise((r) => setTimeout(() => r("open"), 300))])).toBe("open");
    expect((await expert.client.get("/api/profile")).status).toBe(401);
    await expect(openSocket(expert.client, second)).rejects.toThrow(/refused/);

    // The listing stays for the bookings and reviews that point at it: renamed, suspended, out of Explore.
    const [listing] = await rows<{ name: string; bio: string | null; suspended: boolean; available: boolean }>(
      server.deps.db,
      sql`select name, bio, suspended_at is not null as suspended, is_available as available from experts where id = ${expert.expertId}::uuid`,
    );
    expect(listing).toEqual({ name: M.deletedUser, bio: null, suspended: true, available: false });
    expect(await (await client.client.get("/api/experts?category=medical")).text()).not.toContain(expert.expertId);
    const booked = await (await client.client.get("/api/bookings?tab=past")).text();
    expect(booked).toContain(bookingId);
    const [review] = await rows<{ body: string }>(server.deps.db, sql`select body from expert_reviews where booking_id = ${bookingId}::uuid`);
    expect(review!.body).toBe("Helpful advice");
    await checkLedgerInvariants(server.deps.db);
  });
});

/** A booking `hoursAhead` of now with its fee held from the client's wallet (which must cover it). */
async function paidBooking(expertId: string, clientId: string, status: "pending" | "confirmed", hoursAhead: number, fee = 600) {
  const at = new Date(Date.now() + hoursAhead * 60 * 60_000);
  return server.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ expertId, userId: clientId, status, scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "video", amount: fee })
      .returning({ id: bookings.id });
    await holdFee(tx, row!.id, clientId, fee * 100);
    return row!.id;
  });
}

const bookingAfter = async (id: string) =>
  (
    await rows<{ status: string; cancelled_by: string | null; hold: string; reason: string | null; actor: string | null }>(
      server.deps.db,
      sql`select b.status, b.cancelled_by, h.status as hold, e.reason, e.actor_id as actor
          from bookings b join booking_holds h on h.booking_id = b.id
          join booking_events e on e.booking_id = b.id and e.to_status = 'cancelled'
          where b.id = ${id}::uuid`,
    )
  )[0];

const notificationsOf = (userId: string) =>
  rows<{ title: string; body: string }>(server.deps.db, sql`select title, body from notifications where user_id = ${userId}::uuid and kind = 'booking_cancelled' order by created_at`);

async function eraseNow(who: { client: TestClient; id: string }) {
  const token = await askAndReadLink(who.client, await emailOf(who.id));
  expect((await new TestClient(server.url).post("/api/privacy/erasure/confirm", { token })).status).toBe(200);
  await advanceJobClock(await testDatabase(), GRACE_MS);
  await runJobs();
  expect((await who.client.get("/api/profile")).status).toBe(401);
}

describe("erasure: upcoming bookings are cancelled by the job", () => {
  it("cancels a client's bookings as the client's own cancellation: refunded early, released to the expert late; the expert is told", async () => {
    const NAME = "Meera Upcoming-Client";
    const client = await person(server, "erase-upcoming-client");
    expect((await client.client.request("/api/profile", { method: "PATCH", json: { full_name: NAME } })).status).toBe(200);
    await credit(server.deps.db, client.id, 2_000_00);
    const expert = await expertPerson(server);
    const early = await paidBooking(expert.expertId, client.id, "confirmed", 30 * 24);
    const late = await paidBooking(expert.expertId, client.id, "pending", 2);
    expect(await balanceOf(client.client)).toBe(800_00);

    const asked = await client.client.post("/api/privacy/erasure");
    expect(asked.status).toBe(202);
    await runJobs();
    const [mail] = await server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, await emailOf(client.id)), eq(emailOutbox.subject, M.mailSubject)));
    expect(mail!.text).toContain("You have 2 upcoming bookings.");
    expect((await client.client.post("/api/privacy/erasure/cancel")).status).toBe(200);
    await eraseNow(client);

    expect(await bookingAfter(early)).toEqual({ status: "cancelled", cancelled_by: "client", hold: "refunded", reason: ERASURE_CANCEL_REASON, actor: null });
    expect(await bookingAfter(late)).toEqual({ status: "cancelled", cancelled_by: "client", hold: "released", reason: ERASURE_CANCEL_REASON, actor: null });
    const told = await notificationsOf(expert.id);
    expect(told).toHaveLength(2);
    for (const n of told) {
      expect(n.body).toContain("the client deleted their account");
      expect(n.body).not.toContain(NAME);
    }
    expect(told.filter((n) => n.body.includes("released to you"))).toHaveLength(1);
    await checkLedgerInvariants(server.deps.db);
  });

  it("cancels an expert's bookings with two clients and refunds both in full, even within 24 hours of the start", async () => {
    const expert = await expertPerson(server);
    const first = await person(server, "erase-upcoming-a");
    const second = await person(server, "erase-upcoming-b");
    for (const c of [first, second]) await credit(server.deps.db, c.id, 1_000_00);
    const a = await paidBooking(expert.expertId, first.id, "confirmed", 10 * 24);
    const b = await paidBooking(expert.expertId, second.id, "confirmed", 2);
    expect(await balanceOf(second.client)).toBe(400_00);
    expect(await (await expert.client.get("/api/privacy/erasure")).json()).toMatchObject({ upcoming: { asClient: 0, asExpert: 2 } });

    await eraseNow(expert);

    for (const [id, c] of [
      [a, first],
      [b, second],
    ] as const) {
      expect(await bookingAfter(id)).toMatchObject({ status: "cancelled", cancelled_by: "expert", hold: "refunded", actor: null });
      expect(await balanceOf(c.client)).toBe(1_000_00);
      const [n] = await notificationsOf(c.id);
      expect(n!.body).toContain("the expert deleted their account. The full fee was refunded to your wallet.");
    }
    await checkLedgerInvariants(server.deps.db);
  });
});
