/**
 * The notes as a PDF, made on the server with pdfkit. A prescription carries what India's
 * Telemedicine Practice Guidelines (2020) ask of one, the registration number among them, and the
 * lines that say it was issued after a teleconsultation (docs/product.md#reviews-and-prescriptions).
 */
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { APP_UTC_OFFSET } from "@expertconnect/shared/schemas/bookings";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { CONSULTATION_VISIT_LABELS, type NoteValues, type Prescription, type Summary } from "@expertconnect/shared/schemas/records";
import { pdfText, startPdf } from "../../lib/pdf.ts";

export interface PdfMeta {
  bookingId: string;
  category: string;
  consultationType: string;
  scheduledAt: string;
  expertName: string;
  clientName: string | null;
  updatedAt: string;
}

const TYPE_WORDS: Record<string, string> = { video: "video call", voice: "voice call", chat: "chat", in_person: "in-person visit" };

const indianDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric" }).format(new Date(iso));
const indianDateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true }).format(
    new Date(iso),
  );
const isoDay = (date: string) => indianDate(`${date}T12:00:00${APP_UTC_OFFSET}`);

/** e.g. prescription-2026-11-23-dr-ananya-iyer.pdf */
export function pdfFileName(note: NoteValues, meta: Pick<PdfMeta, "scheduledAt" | "expertName">): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE }).format(new Date(meta.scheduledAt));
  const who = meta.expertName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${note.kind === "prescription" ? "prescription" : "session-summary"}-${day}${who ? `-${who}` : ""}.pdf`;
}

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor("#15803d").text(pdfText(text)).fillColor("black").font("Helvetica").fontSize(10);
}

function field(doc: Doc, label: string, value: string | null | undefined) {
  if (!value) return;
  doc.font("Helvetica-Bold").text(pdfText(`${label}: `), { continued: true }).font("Helvetica").text(pdfText(value));
}

/** A heading and its paragraph; like a field, nothing at all when there is no text. */
function section(doc: Doc, title: string, text: string | null | undefined) {
  if (!text) return;
  heading(doc, title);
  doc.text(pdfText(text));
}

/** Who wrote the notes, large, over what they are (qualification, or the category's term). */
function authorBlock(doc: Doc, name: string, title: string) {
  doc.font("Helvetica-Bold").fontSize(13).text(pdfText(name));
  doc.font("Helvetica").fontSize(10).text(pdfText(title));
}

const typeWords = (meta: PdfMeta) => TYPE_WORDS[meta.consultationType] ?? meta.consultationType;
const consultationLine = (meta: PdfMeta) => `${typeWords(meta)}, ${indianDateTime(meta.scheduledAt)} IST`;

function prescriptionBody(doc: Doc, p: Prescription, meta: PdfMeta) {
  authorBlock(doc, p.doctorName, p.qualification);
  doc.text(pdfText(`Registration No.: ${p.registrationNumber}`));
  if (p.registrationCouncil) doc.text(pdfText(`Council: ${p.registrationCouncil}`));
  doc.moveTo(doc.page.margins.left, doc.y + 6).lineTo(doc.page.width - doc.page.margins.right, doc.y + 6).stroke("#cccccc");
  doc.moveDown(1);
  field(doc, "Patient", p.patientName);
  field(doc, "Age", `${p.patientAge} ${p.patientAge === 1 ? "year" : "years"}`);
  if (p.patientGender) field(doc, "Gender", p.patientGender.charAt(0).toUpperCase() + p.patientGender.slice(1));
  field(doc, "Date", isoDay(p.date));
  field(doc, "Consultation", consultationLine(meta));
  // Prescriptions written before migration 0036 do not say (docs/product.md#prescription-rules).
  if (p.visit) field(doc, "Visit", CONSULTATION_VISIT_LABELS[p.visit]);
  section(doc, "Diagnosis / provisional diagnosis", p.diagnosis);
  heading(doc, "Rx");
  if (p.medicines.length === 0) doc.text("No medicines prescribed.");
  p.medicines.forEach((m, i) => {
    doc.font("Helvetica-Bold").text(pdfText(`${i + 1}. ${m.name}${m.strength ? ` ${m.strength}` : ""}`));
    doc.font("Helvetica").text(pdfText(`${m.dose} · ${m.frequency} · for ${m.duration}`), { indent: 14 });
  });
  section(doc, "Advice", p.advice);
  section(doc, "Follow-up", p.followUp);
  heading(doc, "Important");
  const lines = [
    `This prescription was issued after a teleconsultation (${typeWords(meta)}) through ExpertConnect, under the Telemedicine Practice Guidelines, 2020.`,
    `Issued electronically by ${p.doctorName}, registration number ${p.registrationNumber}${p.registrationCouncil ? ` (${p.registrationCouncil})` : ""}.`,
    "Medicines of Schedule X of the Drugs and Cosmetics Rules and of the Prohibited List of the guidelines cannot be prescribed by teleconsultation.",
    "Not valid for medico-legal purposes. In an emergency, call 112 or 108, or go to the nearest hospital.",
  ];
  doc.fontSize(8.5);
  for (const line of lines) doc.text(pdfText(`• ${line}`), { paragraphGap: 2 });
}

function summaryBody(doc: Doc, s: Summary, meta: PdfMeta) {
  const config = CATEGORY_CONFIG[meta.category as Category];
  authorBlock(doc, meta.expertName, config?.expertTerm ?? meta.category);
  doc.moveDown(1);
  field(doc, config?.personTerm ?? "Client", meta.clientName ?? "—");
  field(doc, config?.sessionTerm ?? "Session", consultationLine(meta));
  section(doc, "Summary", s.summary);
  section(doc, "Advice", s.advice);
  section(doc, "Follow-up", s.followUp);
  heading(doc, "Important");
  doc.fontSize(8.5).text(pdfText(`Written by ${meta.expertName} after an online consultation through ExpertConnect. It records the session; it is not a certificate or a formal opinion.`));
}

/** The PDF's bytes. `compress: false` keeps the content streams readable (tests look inside them). */
export function renderNotePdf(note: NoteValues, meta: PdfMeta, options: { compress?: boolean } = {}): Promise<Buffer> {
  const title = note.kind === "prescription" ? "Prescription" : "Session summary";
  const { doc, done } = startPdf(title, meta.expertName, options);
  doc.moveDown(0.8);
  if (note.kind === "prescription") prescriptionBody(doc, note, meta);
  else summaryBody(doc, note, meta);
  doc.moveDown(1).fontSize(8).fillColor("#555555").text(pdfText(`Booking ${meta.bookingId} · last changed ${indianDateTime(meta.updatedAt)} IST`));
  doc.end();
  return done;
}
