/**
 * "Download my data" over HTTP (docs/product.md#download-my-data): the ZIP holds the person's rows
 * and files and nobody else's, the person is told in the app and by e-mail, only its owner can
 * download it, it expires after 7 days (file deleted by a job), and one request a day holds even
 * when requests race.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_MESSAGES, DATA_EXPORT_TTL_DAYS } from "@expertconnect/shared/messages/data-export";
import type { PrescriptionInput } from "@expertconnect/shared/schemas/records";
import { dataExports, emailOutbox, notifications, users } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { createStorage } from "../../lib/storage.ts";
import { completedBooking, expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { advanceJobClock, runDueJobs } from "../../test/job-clock.ts";
import { testDatabase } from "../../test/harness.ts";

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

const runJobs = () => runDueJobs(server.deps.jobs);

/** Every entry of a ZIP, read fully (test files are small). */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on("error", reject);
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

const PDF = Buffer.from("%PDF-1.4\n%\n1 0 obj <<>> endobj\n%%EOF\n");
const uploadRecord = async (client: TestClient, name: string, bytes: Buffer = PDF) => {
  const res = await client.request("/api/medical-records/uploads", {
    method: "POST",
    body: bytes,
    headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(name) },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

const prescription: PrescriptionInput = {
  kind: "prescription",
  doctorName: "Dr. Asha Rao",
  qualification: "MBBS, MD (General Medicine)",
  registrationNumber: "KMC-123456",
  patientName: "Ravi Kumar",
  patientAge: 34,
  date: "2026-11-20",
  visit: "first",
  diagnosis: "Acute viral fever (provisional)",
  medicines: [{ name: "Paracetamol", strength: "500 mg", dose: "1 tablet", frequency: "Three times a day", duration: "3 days" }],
  advice: null,
  followUp: null,
};

type ExportList = { items: { id: string; status: string; expiresAt: string | null; sizeBytes: number | null }[]; nextRequestAt: string | null };
const list = async (client: TestClient) => (await (await client.get("/api/privacy/exports")).json()) as ExportList;

describe("download my data", () => {
  it("builds a ZIP of the person's rows and files only, tells them, and lets only them download it until it expires", async () => {
    const alice = await person(server, "alice");
    const bob = await person(server, "bob");
    const expert = await expertPerson(server);
    const bookingId = await completedBooking(server, expert, alice.id);
    expect((await expert.client.request(`/api/consultation-notes/${bookingId}`, { method: "PUT", json: prescription })).status).toBe(200);
    const recordId = await uploadRecord(alice.client, "blood test.pdf");
    await uploadRecord(bob.client, "bob's scan.pdf");
    const [aliceUser] = await server.deps.db.select().from(users).where(eq(users.id, alice.id));
    const [bobUser] = await server.deps.db.select().from(users).where(eq(users.id, bob.id));

    expect((await new TestClient(server.url).post("/api/privacy/exports")).status).toBe(401);
    const asked = await alice.client.post("/api/privacy/exports");
    expect(asked.status).toBe(202);
    const { id, status } = (await asked.json()) as { id: string; status: string };
    expect(status).toBe("waiting");
    expect((await alice.client.get(`/api/privacy/exports/${id}/download`)).status).toBe(404);

    await runJobs();
    const ready = (await list(alice.client)).items[0]!;
    expect(ready).toMatchObject({ id, status: "ready" });
    expect(Date.parse(ready.expiresAt!) - Date.now()).toBeGreaterThan(DATA_EXPORT_TTL_DAYS * DAY_MS - 60_000);
    expect((await list(bob.client)).items).toEqual([]);

    // Told in the app and by e-mail.
    const told = await server.deps.db.select().from(notifications).where(and(eq(notifications.userId, alice.id), eq(notifications.kind, "data_export_ready")));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: DATA_EXPORT_MESSAGES.readyTitle, link: "/profile/my-data" });
    const mail = await server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, aliceUser!.email), eq(emailOutbox.subject, DATA_EXPORT_MESSAGES.readyTitle)));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("/profile/my-data");

    // Nobody else can download it; the owner can.
    expect((await bob.client.get(`/api/privacy/exports/${id}/download`)).status).toBe(404);
    expect((await expert.client.get(`/api/privacy/exports/${id}/download`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/privacy/exports/${id}/download`)).status).toBe(401);
    expect((await alice.client.get(`/api/privacy/exports/not-a-uuid/download`)).status).toBe(404);
    const download = await alice.client.get(`/api/privacy/exports/${id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename\*=UTF-8''expertconnect-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await unzip(Buffer.from(await download.arrayBuffer()));

    const json = (name: string) => JSON.parse(zip.get(`data/${name}.json`)!.toString("utf8")) as Record<string, unknown>[];
    expect(json("account")).toEqual([expect.objectContaining({ id: alice.id, email: aliceUser!.email })]);
    expect(json("consents").map((c) => c.purpose)).toContain("notice");
    expect(json("bookings")).toEqual([expect.objectContaining({ id: bookingId, user_id: alice.id, status: "completed" })]);
    expect(json("booking-events").map((e) => e.to_status)).toContain("completed");
    expect(json("consultation-notes")).toEqual([expect.objectContaining({ booking_id: bookingId, kind: "prescription" })]);
    expect(json("medical-records")).toEqual([expect.objectContaining({ id: recordId, file_name: "blood test.pdf" })]);
    expect(json("notifications").some((n) => n.kind === "data_export_ready")).toBe(false); // written after the copy
    expect(json("sessions").length).toBeGreaterThan(0);
    expect(json("sessions").every((s) => !("token" in s))).toBe(true);
    expect(zip.get(`files/medical-records/${recordId}-blood test.pdf`)).toEqual(PDF);
    const pdfs = [...zip.keys()].filter((k) => k.startsWith(`files/prescriptions/${bookingId}-`));
    expect(pdfs).toHaveLength(1);
    expect(zip.get(pdfs[0]!)!.subarray(0, 5).toString()).toBe("%PDF-");
    expect(zip.get("README.txt")!.toString()).toContain("Not included, and why");

    // Nothing of Bob's anywhere in it.
    for (const [name, bytes] of zip) {
      const text = bytes.toString("latin1");
      expect(text.includes(bob.id), name).toBe(false);
      expect(text.includes(bobUser!.email), name).toBe(false);
    }

    // The expert's own copy holds the booking from the other side, and the prescription they wrote.
    expect((await expert.client.post("/api/privacy/exports")).status).toBe(202);
    await runJobs();
    const expertExport = (await list(expert.client)).items[0]!;
    const expertZip = await unzip(Buffer.from(await (await expert.client.get(`/api/privacy/exports/${expertExport.id}/download`)).arrayBuffer()));
    expect(JSON.parse(expertZip.get("data/bookings.json")!.toString())).toEqual([expect.objectContaining({ id: bookingId })]);
    expect(JSON.parse(expertZip.get("data/expert-profile.json")!.toString())).toEqual([expect.objectContaining({ id: expert.expertId })]);
    expect(JSON.parse(expertZip.get("data/medical-records.json")!.toString())).toEqual([]);

    // Seven days on: the link is refused and the job deletes the file.
    const [row] = await server.deps.db.select().from(dataExports).where(eq(dataExports.id, id));
    const storage = createStorage(server.deps.config);
    expect(await storage.stat(row!.storageKey!)).not.toBeNull();
    await server.deps.db.execute(sql`update data_exports set expires_at = now() - interval '1 second', ready_at = ready_at - interval '7 days' where id = ${id}::uuid`);
    expect((await alice.client.get(`/api/privacy/exports/${id}/download`)).status).toBe(404);
    await advanceJobClock(await testDatabase(), DATA_EXPORT_TTL_DAYS * DAY_MS + 60_000);
    await runJobs();
    expect((await list(alice.client)).items[0]).toMatchObject({ id, status: "expired" });
    expect(await storage.stat(row!.storageKey!)).toBeNull();
    const [after] = await server.deps.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(after!.storageKey).toBeNull();
  });

  it("allows one request a day, even when requests race; a failed one does not count", async () => {
    const { client, id: userId } = await person(server, "eager");
    const raced = await Promise.all(Array.from({ length: 5 }, () => client.post("/api/privacy/exports")));
    const statuses = raced.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429]);
    const refused = raced.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(DATA_EXPORT_INTERVAL_HOURS * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DATA_EXPORT_INTERVAL_HOURS * 3600);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(DATA_EXPORT_MESSAGES.tooSoon);
    expect(await server.deps.db.select().from(dataExports).where(eq(dataExports.userId, userId))).toHaveLength(1);
    expect((await list(client)).nextRequestAt).not.toBeNull();

    // A request from more than a day ago no longer counts.
    await server.deps.db.execute(sql`update data_exports set requested_at = now() - interval '${sql.raw(String(DATA_EXPORT_INTERVAL_HOURS))} hours 1 minute' where user_id = ${userId}::uuid`);
    expect((await client.post("/api/privacy/exports")).status).toBe(202);
    // One whose build failed for good does not count either: the person may ask again at once.
    await server.deps.db.execute(sql`update data_exports set status = 'failed' where user_id = ${userId}::uuid and status = 'waiting'`);
    expect((await client.post("/api/privacy/exports")).status).toBe(202);
    expect((await client.post("/api/privacy/exports")).status).toBe(429);
    await runJobs();
  });
});
