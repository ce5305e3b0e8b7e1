/**
 * The per-account quotas over real HTTP (and the room's socket), at their production numbers: each
 * boundary (the last allowed, the next refused with 429 and Retry-After), two requests racing for
 * the last place, byte quotas to the byte, the total storage across kinds, room chat counted once
 * over HTTP and socket, and nothing left behind by a refused upload. What would take long to reach
 * by requests (a day's messages, hundreds of megabytes) is written into the database first.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  APPLICATION_DOCUMENT_BYTES_PER_USER,
  APPLICATION_DOCUMENTS_PER_USER,
  MESSAGE_ATTACHMENT_BYTES_PER_USER,
  MESSAGE_ATTACHMENTS_PER_USER,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  RECORD_BYTES_PER_USER,
  RECORDS_PER_USER,
  ROOM_CHAT_PER_DAY,
  ROOM_CHAT_PER_MINUTE,
  STORAGE_BYTES_PER_USER,
  STORAGE_FULL_RETRY_AFTER_SECONDS,
} from "@expertconnect/shared/constants";
import { QUOTA_MESSAGES, sendRateMessage } from "@expertconnect/shared/messages/quotas";
import type { ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";
import { rows } from "../../db/client.ts";
import { conversations, doctorVideos, expertApplications } from "../../db/schema/index.ts";
import { bookingRow, expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness.ts";

const MB = 1024 ** 2;
const FILE_MAX = 5 * MB;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "quotas-test-"));
  server = await startTestServer({ config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const db = () => server.deps.db;
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
const retryAfter = (res: Response) => Number(res.headers.get("retry-after"));

/** The files under DATA_DIR/storage/{prefix}/{owner}, and the temporary folder uploads pass through. */
async function filesIn(prefix: string, owner: string) {
  return (await fs.readdir(path.join(dataDir, "storage", prefix, owner)).catch(() => [])).length;
}
const tmpFiles = async () => (await fs.readdir(path.join(dataDir, "tmp")).catch(() => [])).length;

/** A client and an expert with a conversation (opened by their booking), and an open room. */
async function pair() {
  const expert = await expertPerson(server);
  const client = await person(server);
  const bookingId = await bookingRow(server, expert.expertId, client.id, "confirmed", 5);
  const [c] = await db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.clientId, client.id), eq(conversations.expertId, expert.expertId)));
  return { expert, client, conversationId: c!.id, bookingId };
}

const sendMessage = (who: TestClient, conversationId: string, body: string) => who.post(`/api/messages/conversations/${conversationId}/messages`, { body });
const rawUpload = (who: TestClient, url: string, bytes = PNG, name = "scan.png") =>
  who.request(url, { method: "POST", body: bytes, headers: { "content-type": "image/png", "x-file-name": name } });
const attach = (who: TestClient, conversationId: string) => rawUpload(who, `/api/messages/conversations/${conversationId}/attachments`);
const uploadRecord = (who: TestClient) => rawUpload(who, "/api/medical-records/uploads");
const uploadDocument = (who: TestClient, applicationId: string) => rawUpload(who, `/api/applications/${applicationId}/documents`);
const startVideo = (who: TestClient, length: number) =>
  who.request("/api/feed/uploads", { method: "POST", headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(length) } });

/** Messages `sender` sent `ago` in the past, written straight into the database (`size`: as attachments of that many bytes). */
async function pastMessages(conversationId: string, sender: string, n: number, ago: string, size?: (i: number) => number) {
  for (let from = 0; from < n; from += 500) {
    const count = Math.min(500, n - from);
    const sizes = Array.from({ length: count }, (_, i) => size?.(from + i) ?? 0);
    await db().execute(sql`
      insert into messages (conversation_id, sender_id, body, attachment_key, attachment_name, attachment_type, attachment_size, created_at)
      select ${conversationId}::uuid, ${sender}::uuid, case when s.size = 0 then 'earlier ' || s.i else '' end,
        case when s.size = 0 then null else 'message-attachments/past/' || gen_random_uuid() || '.png' end,
        case when s.size = 0 then null else 'past.png' end, case when s.size = 0 then null else 'image/png' end,
        nullif(s.size, 0), now() - ${ago}::interval
      from unnest(string_to_array(${sizes.join(",")}, ',')::int[]) with ordinality as s(size, i)`);
  }
}

/** Records the user uploaded earlier, written straight into the database. */
async function pastRecords(userId: string, sizes: number[]) {
  await db().execute(sql`
    insert into medical_records (user_id, storage_key, file_name, mime_type, size_bytes)
    select ${userId}::uuid, 'medical-records/past/' || gen_random_uuid() || '.pdf', 'old.pdf', 'application/pdf', s.size
    from unnest(string_to_array(${sizes.join(",")}, ',')::int[]) as s(size)`);
}

const application = (userId: string, status: "submitted" | "rejected") =>
  db()
    .insert(expertApplications)
    .values({
      userId,
      status,
      category: "medical",
      specialization: "Cardiologist",
      experienceYears: 10,
      consultationFee: 1000,
      bio: "Cardiologist.",
      education: "MBBS, MD",
      languages: ["English"],
      registrationNumber: "kmc-1",
      ...(status === "rejected" ? { decidedAt: new Date(), rejectionReason: "Documents unreadable" } : {}),
    })
    .returning({ id: expertApplications.id })
    .then(([row]) => row!.id);

async function pastDocuments(applicationId: string, sizes: number[]) {
  await db().execute(sql`
    insert into expert_application_documents (application_id, storage_key, file_name, mime_type, size_bytes)
    select ${applicationId}::uuid, 'expert-documents/past/' || gen_random_uuid() || '.pdf', 'old.pdf', 'application/pdf', s.size
    from unnest(string_to_array(${sizes.join(",")}, ',')::bigint[]) as s(size)`);
}

/** `total` bytes as 5 MB files and one smaller last one (records and attachments are at most 5 MB each). */
const asFiles = (total: number) => [...Array.from({ length: Math.floor(total / FILE_MAX) }, () => FILE_MAX), ...(total % FILE_MAX ? [total % FILE_MAX] : [])];

describe("conversation messages", () => {
  it(`${MESSAGES_PER_MINUTE} a minute: the last place goes to one of two racing requests, the next waits for the window`, async () => {
    const { client, expert, conversationId } = await pair();
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) expect((await sendMessage(client.client, conversationId, `hello ${i}`)).status).toBe(201);
    const race = await Promise.all([sendMessage(client.client, conversationId, "one"), sendMessage(client.client, conversationId, "two")]);
    expect(statuses(race)).toEqual([201, 429]);
    const refused = race.find((r) => r.status === 429)!;
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);
    const words = await errorOf(refused);
    expect(words).toBe(sendRateMessage("messages", "minute", MESSAGES_PER_MINUTE, wait));
    expect(words).toMatch(/^You can send at most 30 messages a minute\. Please try again in \d+ seconds\.$/);
    const [stored] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from messages where sender_id = ${client.id}`);
    expect(stored!.n).toBe(MESSAGES_PER_MINUTE);

    // The limit is the sender's: the other person still writes; and a minute later the sender may again.
    expect((await sendMessage(expert.client, conversationId, "I'm here")).status).toBe(201);
    await db().execute(sql`update messages set created_at = created_at - interval '61 seconds' where sender_id = ${client.id}`);
    expect((await sendMessage(client.client, conversationId, "a minute later")).status).toBe(201);
  });

  it(`${MESSAGES_PER_DAY.toLocaleString("en-IN")} a day, attachments included, with Retry-After when the oldest of them leaves the day`, async () => {
    const { client, conversationId } = await pair();
    await pastMessages(conversationId, client.id, MESSAGES_PER_DAY - 2, "23 hours");
    expect((await sendMessage(client.client, conversationId, "nearly")).status).toBe(201);
    expect((await attach(client.client, conversationId)).status).toBe(201);
    const refused = await sendMessage(client.client, conversationId, "one too many");
    expect(refused.status).toBe(429);
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await errorOf(refused)).toBe("You can send at most 1,000 messages a day. Please try again in 60 minutes.");
    const file = await attach(client.client, conversationId);
    expect(file.status).toBe(429);
    expect(await errorOf(file)).toBe("You can send at most 1,000 messages a day. Please try again in 60 minutes.");
    // The refused file was never stored: the one accepted attachment is the only file.
    expect(await filesIn("message-attachments", conversationId)).toBe(1);
  });
});

describe("message attachments", () => {
  it(`${MESSAGE_ATTACHMENTS_PER_USER.toLocaleString("en-IN")} per account: one of two racing uploads gets the last, and the other leaves no file and no row`, async () => {
    const { client, conversationId } = await pair();
    await pastMessages(conversationId, client.id, MESSAGE_ATTACHMENTS_PER_USER - 1, "3 days", () => 1000);
    const race = await Promise.all([attach(client.client, conversationId), attach(client.client, conversationId)]);
    expect(statuses(race)).toEqual([201, 429]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe("You have sent 1,000 attachments, the most one account can send. Please contact support to send more.");
    expect(retryAfter(refused)).toBe(STORAGE_FULL_RETRY_AFTER_SECONDS);
    const [held] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from messages where sender_id = ${client.id} and attachment_key is not null`);
    expect(held!.n).toBe(MESSAGE_ATTACHMENTS_PER_USER);
    expect(await filesIn("message-attachments", conversationId)).toBe(1);
    expect(await tmpFiles()).toBe(0);
    // Text still goes: the quota is on files.
    expect((await sendMessage(client.client, conversationId, "the rest by text")).status).toBe(201);
  });

  it("1 GB per account, to the byte", async () => {
    const { client, conversationId } = await pair();
    const sizes = asFiles(MESSAGE_ATTACHMENT_BYTES_PER_USER - PNG.length);
    await pastMessages(conversationId, client.id, sizes.length, "3 days", (i) => sizes[i]!);
    expect((await attach(client.client, conversationId)).status).toBe(201);
    const refused = await attach(client.client, conversationId);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(
      "This file does not fit in the 1 GB of attachments one account can send (1 GB used). Please contact support to send more.",
    );
    expect(retryAfter(refused)).toBe(STORAGE_FULL_RETRY_AFTER_SECONDS);
  });
});

describe("medical records", () => {
  it(`${RECORDS_PER_USER} per account: exactly one of two racing uploads is kept, and deleting one frees a place`, async () => {
    const { id, client } = await person(server);
    await pastRecords(id, Array.from({ length: RECORDS_PER_USER - 1 }, () => 1000));
    const race = await Promise.all([uploadRecord(client), uploadRecord(client)]);
    expect(statuses(race)).toEqual([201, 429]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe("You have 100 records, the most one account can keep. Delete some to upload more.");
    expect(retryAfter(refused)).toBe(STORAGE_FULL_RETRY_AFTER_SECONDS);
    // Nothing half-written: one new file on disk, one new row.
    expect(await filesIn("medical-records", id)).toBe(1);
    expect(await tmpFiles()).toBe(0);
    const [held] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from medical_records where user_id = ${id}`);
    expect(held!.n).toBe(RECORDS_PER_USER);

    const kept = (await race.find((r) => r.status === 201)!.json()) as { id: string };
    expect((await client.request(`/api/medical-records/uploads/${kept.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await uploadRecord(client)).status).toBe(201);
  });

  it("250 MB per account, to the byte", async () => {
    const { id, client } = await person(server);
    await pastRecords(id, asFiles(RECORD_BYTES_PER_USER - PNG.length));
    expect((await uploadRecord(client)).status).toBe(201);
    const refused = await uploadRecord(client);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(
      "This file does not fit in the 250 MB your records can take (250 MB used). Delete some records to upload more.",
    );
    expect(await filesIn("medical-records", id)).toBe(1);
  });
});

describe("application documents", () => {
  it(`${APPLICATION_DOCUMENTS_PER_USER} per account over all its applications; one of two racing uploads gets the last`, async () => {
    const { id, client } = await person(server);
    // Three earlier applications, rejected, with 11 documents; the open one has 3.
    await pastDocuments(await application(id, "rejected"), [1000, 1000, 1000, 1000, 1000]);
    await pastDocuments(await application(id, "rejected"), [1000, 1000, 1000, 1000, 1000]);
    await pastDocuments(await application(id, "rejected"), [1000]);
    const open = await application(id, "submitted");
    await pastDocuments(open, [1000, 1000, 1000]);
    const race = await Promise.all([uploadDocument(client, open), uploadDocument(client, open)]);
    expect(statuses(race)).toEqual([201, 429]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe(
      "You have uploaded 15 application documents, the most one account can keep. Remove one from your application to add another.",
    );
    expect(retryAfter(refused)).toBe(STORAGE_FULL_RETRY_AFTER_SECONDS);
    expect(await filesIn("expert-documents", id)).toBe(1);
  });

  it("50 MB per account, to the byte", async () => {
    const { id, client } = await person(server);
    await pastDocuments(await application(id, "rejected"), [APPLICATION_DOCUMENT_BYTES_PER_USER - PNG.length]);
    const open = await application(id, "submitted");
    expect((await uploadDocument(client, open)).status).toBe(201);
    const refused = await uploadDocument(client, open);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(
      "This file does not fit in the 50 MB your application documents can take (50 MB used). Remove one from your application to add another.",
    );
  });
});

describe("total storage", () => {
  it("3 GB over records, attachments, documents, videos and thumbnails: the one that fills it is kept, then every kind is refused", async () => {
    const { client, conversationId } = await pair();
    const userId = client.id;
    // 2,040 MB of video (its thumbnail included), 1,000 MB of attachments and 32 MB of records, less one small file.
    await db()
      .insert(doctorVideos)
      .values({ doctorId: userId, title: "Grand rounds", videoUrl: `doctor-videos/${userId}/1.mp4`, sizeBytes: 2040 * MB - 30_000, thumbnailBytes: 30_000 });
    const attachments = asFiles(1000 * MB);
    await pastMessages(conversationId, userId, attachments.length, "3 days", (i) => attachments[i]!);
    await pastRecords(userId, asFiles(32 * MB - PNG.length));

    expect((await uploadRecord(client.client)).status).toBe(201);
    const full = QUOTA_MESSAGES.storageFull(STORAGE_BYTES_PER_USER);
    expect(full).toBe("This file does not fit in your 3 GB of storage (3 GB used). Delete records or videos to make room.");
    const open = await application(userId, "submitted");
    for (const refused of [await uploadRecord(client.client), await attach(client.client, conversationId), await uploadDocument(client.client, open), await startVideo(client.client, 1)]) {
      expect(refused.status, refused.url).toBe(429);
      expect(await errorOf(refused)).toBe(full);
      expect(retryAfter(refused)).toBe(STORAGE_FULL_RETRY_AFTER_SECONDS);
    }
    expect(await filesIn("medical-records", userId)).toBe(1);
    expect(await filesIn("message-attachments", conversationId)).toBe(0);
    expect(await filesIn("expert-documents", userId)).toBe(0);
    const [uploads] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from video_uploads where owner_id = ${userId}`);
    expect(uploads!.n).toBe(0);
  });
});

/** A room socket that keeps what it receives. */
function roomSocket(who: TestClient, bookingId: string) {
  const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/rooms/${bookingId}/socket`, { headers: { cookie: who.cookieHeader, origin: server.url } });
  const received: ServerSocketMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse((data as Buffer).toString("utf8")) as ServerSocketMessage));
  const next = async (match: (m: ServerSocketMessage) => boolean) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`not received; got ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const opened = new Promise<void>((resolve, reject) => {
    ws.on("open", () => resolve());
    ws.on("error", reject);
  });
  return { ws, received, next, opened, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}

describe("room chat", () => {
  const chat = (who: TestClient, bookingId: string, body: string) => who.post(`/api/rooms/${bookingId}/messages`, { body });

  it(`${ROOM_CHAT_PER_MINUTE} a minute over HTTP and the room's socket together; the two racing for the last place get one`, async () => {
    const { client, bookingId } = await pair();
    const socket = roomSocket(client.client, bookingId);
    await socket.opened;
    for (let i = 1; i < ROOM_CHAT_PER_MINUTE - 1; i++) expect((await chat(client.client, bookingId, `http ${i}`)).status).toBe(201);
    socket.send({ type: "chat", body: "by socket" });
    await socket.next((m) => m.type === "chat" && m.message.body === "by socket");

    // The last place: one over HTTP and one over the socket at once.
    const racing = chat(client.client, bookingId, "race http");
    socket.send({ type: "chat", body: "race socket" });
    const http = await racing;
    const socketOutcome = await socket.next((m) => (m.type === "chat" && m.message.body === "race socket") || m.type === "error");
    const [stored] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from booking_messages where sender_id = ${client.id}`);
    expect(stored!.n).toBe(ROOM_CHAT_PER_MINUTE);
    expect([http.status === 201, socketOutcome.type === "chat"].filter(Boolean)).toHaveLength(1);

    const refused = await chat(client.client, bookingId, "one more");
    expect(refused.status).toBe(429);
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toBe(sendRateMessage("chat", "minute", ROOM_CHAT_PER_MINUTE, wait));
    const errorsBefore = socket.received.filter((m) => m.type === "error").length;
    socket.send({ type: "chat", body: "one more by socket" });
    const error = await socket.next((m) => m.type === "error" && socket.received.filter((x) => x.type === "error").length > errorsBefore);
    expect(error.type === "error" && error.message).toMatch(/^You can send at most 30 chat messages a minute\. Please try again in \d+ seconds\.$/);
    const [after] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from booking_messages where sender_id = ${client.id}`);
    expect(after!.n).toBe(ROOM_CHAT_PER_MINUTE);
    socket.ws.close();
  });

  it(`${ROOM_CHAT_PER_DAY.toLocaleString("en-IN")} a day`, async () => {
    const { client, bookingId } = await pair();
    await db().execute(sql`
      insert into booking_messages (booking_id, sender_id, body, created_at)
      select ${bookingId}::uuid, ${client.id}::uuid, 'earlier ' || g, now() - interval '23 hours' from generate_series(1, ${ROOM_CHAT_PER_DAY - 1}) g`);
    expect((await chat(client.client, bookingId, "last of the day")).status).toBe(201);
    const refused = await chat(client.client, bookingId, "one too many");
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe("You can send at most 1,000 chat messages a day. Please try again in 60 minutes.");
  });
});
