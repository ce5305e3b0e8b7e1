/** Notes after a consultation over HTTP: who may write them and when, the edit window, and the PDF's two readers. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTE_MESSAGES, NOTES_EDIT_DAYS, type PrescriptionInput } from "@expertconnect/shared/schemas/records";
import { PROHIBITED_MEDICINES, prohibitedMedicineMessage } from "@expertconnect/shared/prohibited-medicines";
import { rows } from "../../db/client.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { bookingRow, completedBooking, expertPerson, pdfText, person } from "../../test/consultations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
  advice: "Rest and plenty of fluids.",
  followUp: "After 3 days if the fever continues",
};

const put = (client: TestClient, id: string, body: unknown) => client.request(`/api/consultation-notes/${id}`, { method: "PUT", json: body });
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("writing notes", () => {
  it("only the booking's expert, only once completed; the client reads them, others get 404", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const stranger = await person(server);
    const confirmed = await bookingRow(server, expert.expertId, client.id, "confirmed", 120);

    const early = await put(expert.client, confirmed, prescription);
    expect(early.status).toBe(409);
    expect(await message(early)).toBe(NOTE_MESSAGES.notCompleted);

    const id = await completedBooking(server, expert, client.id);
    expect((await put(client.client, id, prescription)).status).toBe(403);
    expect((await put(stranger.client, id, prescription)).status).toBe(404);
    const otherExpert = await expertPerson(server);
    expect((await put(otherExpert.client, id, prescription)).status).toBe(404);
    expect((await put(new TestClient(server.url), id, prescription)).status).toBe(401);

    const saved = await put(expert.client, id, prescription);
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { note: { body: { patientName: string; medicines: unknown[] } }; canEdit: boolean };
    expect(body.note.body.patientName).toBe("Ravi Kumar");
    expect(body.canEdit).toBe(true);

    const read = await client.client.get(`/api/consultation-notes/${id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ role: "client", canEdit: false, defaults: null, note: { kind: "prescription" } });
    expect((await stranger.client.get(`/api/consultation-notes/${id}`)).status).toBe(404);
  });

  it("checks the fields with the shared messages, and the kind against the category", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    const bad = await put(expert.client, id, { ...prescription, patientAge: 200, registrationNumber: " " });
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as { error: { issues: Array<{ path: string; message: string }> } }).error.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "registrationNumber", message: NOTE_MESSAGES.registrationNumber },
        { path: "patientAge", message: NOTE_MESSAGES.patientAge },
      ]),
    );
    const summary = await put(expert.client, id, { kind: "summary", summary: "We talked." });
    expect(summary.status).toBe(400);
    expect(await message(summary)).toBe(NOTE_MESSAGES.kindMismatch);
    expect(await rows(server.deps.db, sql`select 1 from consultation_notes`)).toEqual([]);
  });

  it(`can be changed for ${NOTES_EDIT_DAYS} days, then not`, async () => {
    const expert = await expertPerson(server, { category: "legal", name: "Adv. Meera Shah" });
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    expect((await put(expert.client, id, { kind: "summary", summary: "First draft" })).status).toBe(200);
    expect((await put(expert.client, id, { kind: "summary", summary: "Second draft", advice: "File the reply" })).status).toBe(200);
    await server.deps.db.execute(sql`update consultation_notes set created_at = now() - make_interval(days => ${NOTES_EDIT_DAYS}, mins => 1) where booking_id = ${id}::uuid`);
    const late = await put(expert.client, id, { kind: "summary", summary: "Too late" });
    expect(late.status).toBe(409);
    expect(await message(late)).toBe(NOTE_MESSAGES.editWindow);
    const read = (await (await client.client.get(`/api/consultation-notes/${id}`)).json()) as { note: { body: { summary: string; advice: string } } };
    expect(read.note.body).toMatchObject({ summary: "Second draft", advice: "File the reply" });
  });
});

describe("the doctor's registration", () => {
  it("is the one an admin checked, whatever the form sends, and the PDF prints it with the council", async () => {
    const expert = await expertPerson(server, { registrationNumber: "TNMC-78412", registrationCouncil: "Tamil Nadu Medical Council", registrationVerifiedAt: new Date() });
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    const start = (await (await expert.client.get(`/api/consultation-notes/${id}`)).json()) as { defaults: Record<string, unknown> };
    expect(start.defaults).toMatchObject({ registrationNumber: "TNMC-78412", registrationCouncil: "Tamil Nadu Medical Council", registrationVerified: true });
    const saved = await put(expert.client, id, { ...prescription, registrationNumber: "FAKE-0000", registrationCouncil: "Somewhere" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { note: { body: unknown } }).note.body).toMatchObject({
      registrationNumber: "TNMC-78412",
      registrationCouncil: "Tamil Nadu Medical Council",
    });
    const text = pdfText(new Uint8Array(await (await client.client.get(`/api/consultation-notes/${id}/pdf`)).arrayBuffer()));
    expect(text).toContain("Registration No.: TNMC-78412");
    expect(text).toContain("Council: Tamil Nadu Medical Council");
    expect(text).not.toContain("FAKE-0000");
  });
});

describe("the patient", () => {
  it("starts the prescription from the patient the client named when booking, and prints their age and gender", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    await server.deps.db.execute(
      sql`update bookings set patient = ${JSON.stringify({ for: "other", name: "Aarav Sharma", age: 7, gender: "male", adultPresent: true })}::jsonb where id = ${id}::uuid`,
    );
    const start = (await (await expert.client.get(`/api/consultation-notes/${id}`)).json()) as { defaults: Record<string, unknown> };
    expect(start.defaults).toMatchObject({ patientName: "Aarav Sharma", patientAge: 7, patientGender: "male" });
    expect((await put(expert.client, id, { ...prescription, patientName: "Aarav Sharma", patientAge: 7, patientGender: "male" })).status).toBe(200);
    const text = pdfText(new Uint8Array(await (await client.client.get(`/api/consultation-notes/${id}/pdf`)).arrayBuffer()));
    expect(text).toContain("Aarav Sharma");
    expect(text).toContain("7 years");
    expect(text).toContain("Male");
  });
});

describe("the PDF", () => {
  it("goes to the booking's client and expert only, as an attachment with the patient and the registration", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const stranger = await person(server);
    const id = await completedBooking(server, expert, client.id);
    expect((await client.client.get(`/api/consultation-notes/${id}/pdf`)).status).toBe(404);
    await put(expert.client, id, prescription);

    for (const reader of [client.client, expert.client]) {
      const res = await reader.get(`/api/consultation-notes/${id}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename\*=UTF-8''prescription-\d{4}-\d{2}-\d{2}-dr-asha-rao-\d+\.pdf$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const text = pdfText(bytes);
      expect(text).toContain("Ravi Kumar");
      expect(text).toContain("Registration No.: KMC-123456");
      expect(text).toContain("Paracetamol 500 mg");
      expect(text).toMatch(/issued after a teleconsultation/);
    }
    expect((await stranger.client.get(`/api/consultation-notes/${id}/pdf`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/consultation-notes/${id}/pdf`)).status).toBe(401);
  });
});

describe("the Prohibited List (docs/product.md#prescription-rules)", () => {
  const issuesOf = async (res: Response) => ((await res.json()) as { error: { message: string; issues: Array<{ path: string; message: string }> } }).error;
  const paracetamol = prescription.medicines[0]!;

  it.each([
    ["Alprazolam", "alprazolam"],
    ["ALPRAZOLAM 0.5 MG", "alprazolam"],
    ["alpra-zolam 0.25mg", "alprazolam"],
    ["Tramadol HCl 50 mg", "tramadol"],
    ["Paracetamol + Codeine phosphate", "codeine"],
    ["Methyl phenidate", "methylphenidate"],
    ["Morphine sulphate", "morphine"],
  ])("refuses %s (%s) with 400 naming it, and writes nothing", async (entered, listed) => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    const res = await put(expert.client, id, { ...prescription, medicines: [paracetamol, { ...paracetamol, name: entered, strength: null }] });
    expect(res.status).toBe(400);
    const error = await issuesOf(res);
    expect(error.message).toBe(prohibitedMedicineMessage(entered, PROHIBITED_MEDICINES.find((m) => m.name === listed)!));
    expect(error.message).toMatch(new RegExp(`^${entered.replace(/[+.]/g, "\\$&")} cannot be prescribed by teleconsultation: ${listed} is a `));
    expect(error.issues).toEqual([{ path: "medicines.1.name", message: error.message }]);
    expect(await rows(server.deps.db, sql`select 1 from consultation_notes where booking_id = ${id}::uuid`)).toEqual([]);
  });

  it("accepts medicines not on it, and refuses one added when the prescription is changed, keeping what was saved", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    const allowed = [paracetamol, { ...paracetamol, name: "Cetirizine", strength: "10 mg" }, { ...paracetamol, name: "Apomorphine" }];
    expect((await put(expert.client, id, { ...prescription, medicines: allowed })).status).toBe(200);
    const changed = await put(expert.client, id, { ...prescription, medicines: [{ ...paracetamol, name: "Diazepam", strength: "5 mg" }] });
    expect(changed.status).toBe(400);
    const read = (await (await client.client.get(`/api/consultation-notes/${id}`)).json()) as { note: { body: { medicines: Array<{ name: string }> } } };
    expect(read.note.body.medicines.map((m) => m.name)).toEqual(["Paracetamol", "Cetirizine", "Apomorphine"]);
  });
});

describe("first consultation or follow-up", () => {
  it("is required, stored, printed on the PDF and listed in the client's records; the database refuses a prescription without it", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    const { visit: _, ...without } = prescription;
    for (const body of [without, { ...prescription, visit: "second" }]) {
      const res = await put(expert.client, id, body);
      expect(res.status).toBe(400);
      expect(await message(res)).toBe(NOTE_MESSAGES.visit);
    }
    expect(await rows(server.deps.db, sql`select 1 from consultation_notes where booking_id = ${id}::uuid`)).toEqual([]);

    const saved = await put(expert.client, id, { ...prescription, visit: "follow_up" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { note: { body: { visit: string } } }).note.body.visit).toBe("follow_up");
    const text = pdfText(new Uint8Array(await (await client.client.get(`/api/consultation-notes/${id}/pdf`)).arrayBuffer()));
    expect(text).toMatch(/Visit: \s*Follow-up consultation/);
    const records = (await (await client.client.get("/api/medical-records")).json()) as { items: Array<{ prescription: unknown }> };
    expect(records.items[0]!.prescription).toEqual({ patientName: "Ravi Kumar", patientAge: 34, registrationNumber: "KMC-123456", registrationCouncil: null, visit: "follow_up" });

    await expect(server.deps.db.execute(sql`update consultation_notes set body = body - 'visit' where booking_id = ${id}::uuid`)).rejects.toThrow();
    const stored = await rows<{ visit: string }>(server.deps.db, sql`select body->>'visit' as visit from consultation_notes where booking_id = ${id}::uuid`);
    expect(stored).toEqual([{ visit: "follow_up" }]);
  });
});
