/**
 * The server speaks the person's language: e-mails in the recipient's stored language (English,
 * word for word as before, when none), notifications worded when read, API errors in the request's
 * language, a prescription's PDF in the reader's language with its Devanagari embedded.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { bookings, emailOutbox, experts } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { runDueJobs } from "../../test/job-clock.ts";
import { credit } from "../../test/money.ts";
import { completedBooking, expertPerson } from "../../test/consultations.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { formatWhen } from "./notices.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});

let counter = 0;
async function person(language?: "en" | "hi") {
  const email = `lang${++counter}@example.in`;
  const client = new TestClient(server.url);
  const id = await client.register(email);
  await credit(server.deps.db, id, 10_000_00);
  if (language) expect((await client.request("/api/preferences", { method: "PUT", json: { language } })).status).toBe(200);
  return { client, id, email };
}
const outboxTo = (email: string) =>
  server.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), sql`${emailOutbox.subject} not like 'Verify%'`)).orderBy(emailOutbox.createdAt);
const titles = async (client: TestClient) =>
  ((await (await client.get("/api/notifications")).json()) as { notifications: Array<{ title: string; body: string }> }).notifications;
const DEVANAGARI = /[\u0900-\u097F]/;

describe("a booking's notifications and e-mails", () => {
  it("reach a Hindi expert in Hindi and an English client word for word as before", async () => {
    const expert = await person("hi");
    const [row] = await server.deps.db
      .insert(experts)
      .values({ name: "Dr. Meera Iyer", category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: expert.id })
      .returning({ id: experts.id });
    const client = await person();
    const res = await client.client.post("/api/bookings", { expertId: row!.id, date: addDays(todayInIndia(), 5), time: "10:00", consultationType: "video", notes: "" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await expert.client.post(`/api/bookings/${id}/confirm`)).status).toBe(200);
    await runDueJobs(server.deps.jobs);
    const [booking] = await server.deps.db.select({ at: bookings.scheduledAt }).from(bookings).where(eq(bookings.id, id));
    const clientName = client.email.split("@")[0];

    // The Hindi expert: the notification and the e-mail in Hindi, dates with Hindi month names.
    const [created] = await titles(expert.client);
    expect(created).toEqual(
      expect.objectContaining({ title: "बुकिंग का नया अनुरोध", body: `${clientName} ने ${formatWhen(booking!.at, "hi")} के लिए वीडियो परामर्श का अनुरोध किया है। इसकी पुष्टि करें या मना करें।` }),
    );
    const [toExpert] = await outboxTo(expert.email);
    expect(toExpert!.subject).toBe("बुकिंग का नया अनुरोध");
    expect(toExpert!.text).toBe(`${created!.body}\n\n${server.url}/consultation-mode`);

    // The English client: exactly today's text.
    const [toClient] = await outboxTo(client.email);
    expect(toClient!.subject).toBe("Booking confirmed");
    expect(toClient!.text).toBe(`Your video consultation with Dr. Meera Iyer on ${formatWhen(booking!.at)} is confirmed.\n\n${server.url}/bookings`);
    expect((await titles(client.client))[0]!.title).toBe("Booking confirmed");

    // Worded when read: the same notification, once the expert switches to English, as it was stored.
    expect((await expert.client.request("/api/preferences", { method: "PUT", json: { language: "en" } })).status).toBe(200);
    expect((await titles(expert.client))[0]).toEqual(
      expect.objectContaining({ title: "New booking request", body: `${clientName} asked for a video consultation on ${formatWhen(booking!.at)}. Confirm or decline it.` }),
    );
  });
});

describe("e-mails that are not a notification's", () => {
  it("a concern's acknowledgement in Hindi for a Hindi account, as before in English", async () => {
    const description = "मेरा रिफ़ंड अभी तक वॉलेट में नहीं आया है, कृपया देखें।";
    const hindi = await person("hi");
    expect((await hindi.client.post("/api/grievances", { subject: "payment", description })).status).toBe(201);
    const english = await person();
    const made = await english.client.post("/api/grievances", { subject: "payment", description: "My refund has not reached my wallet yet." });
    const { reference } = (await made.json()) as { reference: string };
    await runDueJobs(server.deps.jobs);

    const [hi] = await outboxTo(hindi.email);
    expect(hi!.subject).toMatch(/^हमें आपकी शिकायत GRV-\d{4}-\d{6} मिल गई है$/);
    expect(hi!.text).toContain("(भुगतान या रिफ़ंड)");
    expect(hi!.text).toContain(description);
    const [en] = await outboxTo(english.email);
    expect(en).toMatchObject({
      subject: `We received your concern ${reference}`,
      text:
        `We received your concern ${reference} (Payment or refund).\n\n"My refund has not reached my wallet yet."\n\n` +
        "Our Grievance Officer will answer you in the app and by e-mail. You can follow it and reply under Help & Support → My concerns (/profile/concerns).",
    });
  });
});

describe("API errors", () => {
  it("a 400 answers in the account's language, else the browser's", async () => {
    const body = { subject: "payment", description: "short" };
    const hindi = await person("hi");
    const res = await hindi.client.post("/api/grievances", body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; issues: Array<{ message: string }> } };
    expect(error.message).toBe("कृपया अपनी शिकायत कम से कम 20 अक्षरों में बताएँ।");
    expect(error.issues[0]!.message).toBe(error.message);

    const english = await person();
    const en = (await (await english.client.post("/api/grievances", body)).json()) as { error: { message: string } };
    expect(en.error.message).toBe("Please describe your concern in at least 20 characters.");

    // A visitor whose browser asks for Hindi.
    const visitor = await fetch(`${server.url}/api/notifications`, { headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" } });
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { error: { message: string } }).error.message).toMatch(DEVANAGARI);
  });
});

/** pdf.js's metrics of the PDF's built-in fonts (Helvetica, in the English PDF). */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text a PDF reader extracts from every page (pdf.js, as a browser's viewer does). */
async function extractText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  await pdf.destroy();
  return pages.join("\n");
}

describe("a prescription's PDF", () => {
  it("is in Hindi for a Hindi reader, with the font embedded, and the doctor's English stays as written", async () => {
    const expert = await expertPerson(server);
    const patient = await person("hi");
    const id = await completedBooking(server, expert, patient.id);
    const prescription = {
      kind: "prescription",
      doctorName: "Dr. Asha Rao",
      qualification: "MBBS, MD",
      registrationNumber: "KMC-123456",
      patientName: "राम कुमार",
      patientAge: 34,
      date: "2026-11-20",
      visit: "first",
      diagnosis: "बुखार",
      medicines: [{ name: "Paracetamol", strength: "500 mg", dose: "1 गोली", frequency: "दिन में तीन बार", duration: "3 दिन" }],
      advice: "आराम करें और पानी खूब पीएँ।",
      followUp: "",
    };
    expect((await expert.client.request(`/api/consultation-notes/${id}`, { method: "PUT", json: prescription })).status).toBe(200);

    const res = await patient.client.get(`/api/consultation-notes/${id}/pdf`);
    expect(res.status).toBe(200);
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/FontFile2/); // a TrueType font embedded
    const text = await extractText(bytes);
    // The labels in Hindi (extracted in the glyphs' order: words without a vowel sign drawn before
    // its consonant read back as written), the patient's Hindi as written, the rest as the doctor wrote it.
    for (const hindi of ["पंजीकरण संख्या: KMC-123456", "मरीज़:", "उम्र:", "तारीख:", "राम कुमार", "बुखार", "सलाह", "1 गोली", "Paracetamol 500 mg"]) {
      expect(text).toContain(hindi);
    }
    expect(text).not.toContain("Registration No.");
    expect(text).not.toMatch(/\?{2,}/); // nothing replaced for want of a glyph

    // The same PDF for the English-reading doctor is the English one.
    expect(await extractText(await (await expert.client.get(`/api/consultation-notes/${id}/pdf`)).arrayBuffer())).toContain("Registration No.: KMC-123456");
  });
});
