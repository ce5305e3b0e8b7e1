/**
 * Becoming an expert, end to end over HTTP: admins from ADMIN_EMAILS and the command line, the
 * application with its documents, the admin queue and decisions, suspension, and the audit log.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX } from "@expertconnect/shared/constants";
import { APPLICATION_MESSAGES } from "@expertconnect/shared/schemas/expert-side";
import { rows } from "../../db/client.ts";
import { adminAuditLog, expertApplications, expertCounts, experts, users } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { grantConfiguredAdmins, setRoleByEmail } from "../../lib/audit.ts";

const ADMIN_EMAIL = "boss@example.in";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} , other-admin@example.in` } });
});
afterAll(() => server.close());

let counter = 0;
async function signedUp(email = `user${++counter}@example.in`) {
  const client = new TestClient(server.url);
  const id = await client.register(email);
  return { client, id, email };
}
const admin = () => signedUp(ADMIN_EMAIL);
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const audit = () => server.deps.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const application = (overrides: Record<string, unknown> = {}) => ({
  category: "medical",
  specialization: "Cardiologist",
  experienceYears: 12,
  consultationFee: 1500,
  bio: "Cardiologist with twelve years of practice in Bengaluru.",
  education: "MBBS, MD (Cardiology)",
  languages: ["English", "Kannada", "english"],
  registrationNumber: "kmc-123456",
  registrationCouncil: "Karnataka Medical Council",
  ...overrides,
});

function upload(client: TestClient, applicationId: string, bytes: Uint8Array, name = "licence.pdf", type = "application/pdf") {
  return client.request(`/api/applications/${applicationId}/documents`, {
    method: "POST",
    body: bytes as unknown as RequestInit["body"],
    headers: { "content-type": type, "x-file-name": encodeURIComponent(name) },
  });
}

async function apply(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post("/api/applications", application(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; status: string; languages: string[]; registrationNumber: string };
}

describe("admins", () => {
  it("grants ADMIN_EMAILS on sign-up (case-insensitively) and writes it to the audit log", async () => {
    const { client, id } = await admin();
    const me = (await (await client.get("/api/me")).json()) as { isAdmin: boolean; user: { role: string } };
    expect(me).toMatchObject({ isAdmin: true, user: { role: "admin" } });
    expect(await audit()).toMatchObject([{ action: "grant_admin", targetTable: "users", targetId: id, actorId: null, actorEmail: "config:ADMIN_EMAILS" }]);
    const { client: plain } = await signedUp();
    expect(((await (await plain.get("/api/me")).json()) as { isAdmin: boolean }).isAdmin).toBe(false);
  });

  it("grants at start to accounts that already exist, and only verified ones when e-mail is delivered", async () => {
    const db = server.deps.db;
    await db.insert(users).values([
      { email: "other-admin@example.in", emailVerified: false },
      { email: "someone@example.in", emailVerified: true },
    ]);
    expect(await grantConfiguredAdmins(db, ["other-admin@example.in", "someone@example.in"], { requireVerified: true })).toHaveLength(1);
    expect(await grantConfiguredAdmins(db, ["other-admin@example.in"], { requireVerified: false })).toHaveLength(1);
    expect(await grantConfiguredAdmins(db, ["other-admin@example.in"], { requireVerified: false })).toHaveLength(0);
    const roles = await db.select({ email: users.email, role: users.role }).from(users).orderBy(users.email);
    expect(roles).toEqual([
      { email: "other-admin@example.in", role: "admin" },
      { email: "someone@example.in", role: "admin" },
    ]);
    expect((await audit()).map((a) => a.action)).toEqual(["grant_admin", "grant_admin"]);
  });

  it("grants and revokes from the command line's function, audited", async () => {
    const { email, id } = await signedUp();
    expect(await setRoleByEmail(server.deps.db, email.toUpperCase(), "admin")).toBe("changed");
    expect(await setRoleByEmail(server.deps.db, email, "admin")).toBe("unchanged");
    expect(await setRoleByEmail(server.deps.db, "nobody@example.in", "admin")).toBe("no-account");
    expect(await setRoleByEmail(server.deps.db, email, "user")).toBe("changed");
    expect((await audit()).map((a) => [a.action, a.targetId, a.actorEmail])).toEqual([
      ["grant_admin", id, "cli"],
      ["revoke_admin", id, "cli"],
    ]);
  });

  it("keeps the audit log append-only in the database", async () => {
    await admin();
    const db = server.deps.db;
    await expect(db.execute(sql`update admin_audit_log set reason = 'edited'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    expect(await audit()).toHaveLength(1);
  });

  it("answers 404 on every admin endpoint to a signed-in non-admin and to the signed out, changing nothing", async () => {
    const { client: applicant } = await signedUp();
    const app = await apply(applicant);
    const [expert] = await server.deps.db.insert(experts).values({ name: "Dr. X", category: "legal", specialization: "Tax" }).returning({ id: experts.id });
    const { client: other } = await signedUp();
    const anonymous = new TestClient(server.url);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/applications"],
      ["GET", `/api/admin/applications/${app.id}`],
      ["POST", `/api/admin/applications/${app.id}/approve`, {}],
      ["POST", `/api/admin/applications/${app.id}/reject`, { reason: "No" }],
      ["POST", `/api/admin/experts/${expert!.id}/suspend`, { reason: "No" }],
      ["POST", `/api/admin/experts/${expert!.id}/unsuspend`, {}],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/auth/admin/list-users"],
      ["POST", "/api/auth/admin/set-role", { userId: (await signedUp()).id, role: "admin" }],
      ["POST", "/api/auth/admin/ban-user", { userId: (await signedUp()).id }],
    ];
    for (const client of [applicant, other, anonymous]) {
      for (const [method, path, json] of calls) {
        const res = await client.request(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await server.deps.db.select().from(expertApplications))[0]!.status).toBe("submitted");
    expect((await server.deps.db.select().from(experts))[0]!.suspendedAt).toBeNull();
    expect((await server.deps.db.select({ role: users.role }).from(users)).every((u) => u.role === "user")).toBe(true);
    expect(await audit()).toEqual([]);
  });

  it("lets an admin use Better Auth's admin endpoints, each change audited", async () => {
    const { client } = await admin();
    const { id: target } = await signedUp();
    expect((await client.get("/api/auth/admin/list-users")).status).toBe(200);
    const ban = await client.post("/api/auth/admin/ban-user", { userId: target, banReason: "Spam" });
    expect(ban.status).toBe(200);
    const entries = await audit();
    expect(entries.at(-1)).toMatchObject({ action: "auth:admin:ban-user", targetId: target, reason: "Spam", actorEmail: ADMIN_EMAIL });
    expect(entries.filter((e) => e.action.includes("list-users"))).toEqual([]);
  });
});

describe("applying to become an expert", () => {
  it("validates each field with its message, and the registration each category needs", async () => {
    const { client } = await signedUp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ consultationFee: 99 }, "Consultation fee must be a whole number of rupees from ₹100 to ₹50,000"],
      [{ consultationFee: 50_001 }, "Consultation fee must be a whole number of rupees from ₹100 to ₹50,000"],
      [{ consultationFee: 500.5 }, "Consultation fee must be a whole number of rupees from ₹100 to ₹50,000"],
      [{ category: "astrology" }, "Please choose a category"],
      [{ registrationNumber: "" }, "Enter your State Medical Council or NMC registration number (for example KMC-123456)"],
      [{ registrationNumber: "KMC" }, "Enter your State Medical Council or NMC registration number (for example KMC-123456)"],
      [{ registrationCouncil: null }, "Choose the State Medical Council or the NMC that registered you"],
      [{ registrationCouncil: "Medical Council of Atlantis" }, "Choose the State Medical Council or the NMC that registered you"],
      [
        { category: "legal", registrationNumber: "12345", registrationCouncil: "Bar Council of Delhi", enrolledOn: "2015-01-05" },
        "Enter your Bar Council enrolment number (for example MAH/1234/2015)",
      ],
      [{ category: "financial", registrationNumber: "A12345" }, "Enter your 6-digit ICAI membership number (for example 123456)"],
      [{ languages: [] }, "Please add at least one language"],
      [{ bio: "Short" }, "Bio must be 20 to 500 characters"],
      [{ experienceYears: 71 }, "Years of experience must be a whole number from 0 to 70"],
    ];
    for (const [overrides, text] of cases) {
      const res = await client.post("/api/applications", application(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(await message(res)).toBe(text);
    }
    expect(await server.deps.db.select().from(expertApplications)).toEqual([]);
    // Accepted forms: Bar Council with spaces, ICAI's six digits, IT without any number.
    await apply(client, { category: "legal", registrationNumber: "mah / 1234 / 2015", registrationCouncil: "Bar Council of Maharashtra & Goa", enrolledOn: "2015-03-02" });
    const { client: ca } = await signedUp();
    await apply(ca, { category: "financial", registrationNumber: "123456" });
    const { client: it } = await signedUp();
    const tech = await apply(it, { category: "tech", registrationNumber: null });
    expect(tech.registrationNumber).toBeNull();
  });

  it("keeps one open application per user, shows it back, and needs a session", async () => {
    const { client } = await signedUp();
    const first = await apply(client);
    expect(first).toMatchObject({ status: "submitted", languages: ["English", "Kannada"], registrationNumber: "KMC-123456" });
    const again = await client.post("/api/applications", application());
    expect(again.status).toBe(409);
    expect(await message(again)).toBe("You already have an application under review.");
    const mine = (await (await client.get("/api/applications/mine")).json()) as { application: { id: string } };
    expect(mine.application.id).toBe(first.id);
    expect((await new TestClient(server.url).post("/api/applications", application())).status).toBe(401);
  });

  it("takes PDF, PNG and JPEG documents by their bytes; refuses others (415), large ones (413) and a sixth", async () => {
    const { client } = await signedUp();
    const { id } = await apply(client);
    const pdf = await upload(client, id, PDF, "Registration certificate.pdf", "text/plain");
    expect(pdf.status).toBe(201);
    expect(await pdf.json()).toMatchObject({ fileName: "Registration certificate.pdf", mimeType: "application/pdf", sizeBytes: PDF.length });
    expect((await upload(client, id, PNG, "photo.png")).status).toBe(201);
    expect((await upload(client, id, JPEG, "degree.jpg")).status).toBe(201);

    const renamed = await upload(client, id, new TextEncoder().encode("MZ this is an executable, renamed"), "licence.pdf");
    expect(renamed.status).toBe(415);
    expect(await message(renamed)).toBe("Documents must be PDF, JPEG or PNG files.");
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    const tooLarge = await upload(client, id, big);
    expect(tooLarge.status).toBe(413);
    expect(await message(tooLarge)).toBe("Each document must be at most 5 MB.");

    for (let i = 3; i < DOCUMENTS_MAX; i++) expect((await upload(client, id, PDF)).status).toBe(201);
    const sixth = await upload(client, id, PDF);
    expect(sixth.status).toBe(409);
    expect(await message(sixth)).toBe(`An application can carry at most ${DOCUMENTS_MAX} documents.`);
    const mine = (await (await client.get("/api/applications/mine")).json()) as { application: { documents: unknown[] } };
    expect(mine.application.documents).toHaveLength(DOCUMENTS_MAX);

    // Another user cannot add to it.
    const { client: other } = await signedUp();
    expect((await upload(other, id, PDF)).status).toBe(404);
  });

  it("lets only the applicant and admins download a document; anyone else gets 404", async () => {
    const { client } = await signedUp();
    const { id } = await apply(client);
    const doc = (await (await upload(client, id, PDF)).json()) as { id: string };
    const own = await client.get(`/api/applications/documents/${doc.id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
    const { client: other } = await signedUp();
    const stranger = await other.get(`/api/applications/documents/${doc.id}`);
    expect(stranger.status).toBe(404);
    expect(await message(stranger)).toBe("Document not found");
    expect((await new TestClient(server.url).get(`/api/applications/documents/${doc.id}`)).status).toBe(401);
    const { client: boss } = await admin();
    expect((await boss.get(`/api/applications/documents/${doc.id}`)).status).toBe(200);
  });
});

describe("verification", () => {
  it("queues oldest first, approves into a verified expert on Explore, and audits it", async () => {
    const first = await signedUp();
    const second = await signedUp();
    expect((await first.client.patch("/api/profile", { full_name: "Asha Rao" })).status).toBe(200);
    const a1 = await apply(first.client);
    const a2 = await apply(second.client, { category: "tech", registrationNumber: null, specialization: "Cloud" });
    await upload(first.client, a1.id, PDF);
    const { client: boss, id: bossId } = await admin();

    const queue = (await (await boss.get("/api/admin/applications")).json()) as { applications: Array<{ id: string; documentsCount: number; applicant: { name: string } }> };
    expect(queue.applications.map((a) => a.id)).toEqual([a1.id, a2.id]);
    expect(queue.applications[0]).toMatchObject({ documentsCount: 1, applicant: { name: "Asha Rao" } });
    const one = (await (await boss.get(`/api/admin/applications/${a1.id}`)).json()) as { documents: unknown[]; applicant: { email: string } };
    expect(one.documents).toHaveLength(1);
    expect(one.applicant.email).toBe(first.email);

    const versionBefore = (await server.deps.db.select().from(expertCounts).where(eq(expertCounts.category, "medical")))[0]?.version ?? 0;
    // A doctor is approved only once the admin says the registration was checked with the council.
    const unchecked = await boss.post(`/api/admin/applications/${a1.id}/approve`);
    expect(unchecked.status).toBe(400);
    expect(await message(unchecked)).toBe(APPLICATION_MESSAGES.registrationUnchecked);
    expect((await boss.post(`/api/admin/applications/${a1.id}/approve`, { registrationChecked: false })).status).toBe(400);
    expect(await server.deps.db.select({ id: experts.id }).from(experts).where(eq(experts.userId, first.id))).toEqual([]);
    const approved = await boss.post(`/api/admin/applications/${a1.id}/approve`, { registrationChecked: true });
    expect(approved.status).toBe(200);
    const { expertId, application: decided } = (await approved.json()) as { expertId: string; application: { status: string } };
    expect(decided.status).toBe("approved");
    const [expert] = await server.deps.db.select().from(experts).where(eq(experts.id, expertId));
    expect(expert).toMatchObject({
      userId: first.id,
      name: "Asha Rao",
      isVerified: true,
      consultationFee: 1500,
      category: "medical",
      registrationNumber: "KMC-123456",
      registrationCouncil: "Karnataka Medical Council",
    });
    expect(expert!.registrationVerifiedAt).toBeInstanceOf(Date);
    // The doctor's public page shows the checked registration.
    expect(await (await new TestClient(server.url).get(`/api/experts/${expertId}`)).json()).toMatchObject({
      registrationNumber: "KMC-123456",
      registrationCouncil: "Karnataka Medical Council",
    });
    // Other categories need no such word: the IT application is approved as before.
    expect((await boss.post(`/api/admin/applications/${a2.id}/approve`)).status).toBe(200);
    const [counts] = await server.deps.db.select().from(expertCounts).where(eq(expertCounts.category, "medical"));
    expect(counts!.version).toBeGreaterThan(versionBefore);
    const explore = (await (await first.client.get("/api/experts?category=medical")).json()) as { experts: Array<{ id: string }> };
    expect(explore.experts.map((e) => e.id)).toContain(expertId);

    const twice = await boss.post(`/api/admin/applications/${a1.id}/approve`, { registrationChecked: true });
    expect(twice.status).toBe(409);
    expect(await message(twice)).toBe("This application has already been decided.");

    const me = (await (await first.client.get("/api/me")).json()) as { isExpert: boolean; application: { status: string } };
    expect(me).toMatchObject({ isExpert: true, application: { status: "approved" } });
    expect((await audit()).filter((e) => e.actorId === bossId).map((e) => [e.action, e.targetId])).toEqual([
      ["approve_application", a1.id],
      ["approve_application", a2.id],
    ]);
  });

  it("rejects with a reason the applicant sees, who may then apply again", async () => {
    const applicant = await signedUp();
    const app = await apply(applicant.client);
    const { client: boss } = await admin();
    const noReason = await boss.post(`/api/admin/applications/${app.id}/reject`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(await message(noReason)).toBe("Please give a reason");
    expect((await boss.post(`/api/admin/applications/${app.id}/reject`, { reason: "The registration number does not match." })).status).toBe(200);
    const me = (await (await applicant.client.get("/api/me")).json()) as { isExpert: boolean; application: { status: string; rejectionReason: string } };
    expect(me).toMatchObject({ isExpert: false, application: { status: "rejected", rejectionReason: "The registration number does not match." } });
    // Documents of a decided application can no longer change.
    expect((await upload(applicant.client, app.id, PDF)).status).toBe(409);
    await apply(applicant.client);
    expect((await audit()).at(-1)).toMatchObject({ action: "reject_application", targetId: app.id, reason: "The registration number does not match." });
  });

  it("lets only one of two admins deciding at once win", async () => {
    const { client } = await signedUp();
    const app = await apply(client);
    const { client: boss } = await admin();
    const [approve, reject] = await Promise.all([
      boss.post(`/api/admin/applications/${app.id}/approve`, { registrationChecked: true }),
      boss.post(`/api/admin/applications/${app.id}/reject`, { reason: "Duplicate" }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    expect(await audit()).toHaveLength(2); // the ADMIN_EMAILS grant and the one decision
  });

  it("suspends an expert (hidden from Explore and their page, no bookings) and lifts it, audited", async () => {
    const [expert] = await server.deps.db
      .insert(experts)
      .values({ name: "Adv. Mehta", category: "legal", specialization: "Property", isVerified: true })
      .returning({ id: experts.id });
    const id = expert!.id;
    const { client: boss } = await admin();
    const { client: visitor } = await signedUp();
    const listed = async () =>
      ((await (await visitor.get("/api/experts?category=legal")).json()) as { experts: Array<{ id: string }>; total: number });
    expect((await listed()).total).toBe(1);

    expect((await boss.post(`/api/admin/experts/${id}/suspend`, {})).status).toBe(400);
    const suspended = await boss.post(`/api/admin/experts/${id}/suspend`, { reason: "Complaints under review" });
    expect(suspended.status).toBe(200);
    expect(await suspended.json()).toMatchObject({ id, suspensionReason: "Complaints under review" });
    expect(await listed()).toMatchObject({ experts: [], total: 0 });
    expect((await visitor.get(`/api/experts/${id}`)).status).toBe(404);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const booking = await visitor.post("/api/bookings", { expertId: id, date, time: "10:00", consultationType: "video" });
    expect(booking.status).toBe(409);
    expect(await message(booking)).toBe("This expert is not taking bookings right now.");
    expect((await boss.post(`/api/admin/experts/${id}/suspend`, { reason: "again" })).status).toBe(409);

    expect((await boss.post(`/api/admin/experts/${id}/unsuspend`)).status).toBe(200);
    expect((await listed()).total).toBe(1);
    const log = (await (await boss.get("/api/admin/audit")).json()) as { entries: Array<{ action: string; targetId: string }> };
    expect(log.entries.slice(0, 2).map((e) => e.action)).toEqual(["unsuspend_expert", "suspend_expert"]);
    const [row] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from admin_audit_log where target_table = 'experts'`);
    expect(row!.n).toBe(2);
  });
});
