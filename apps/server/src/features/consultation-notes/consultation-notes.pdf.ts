/**
 * The notes as a PDF, made on the server with pdfkit. A prescription carries what India's
 * Telemedicine Practice Guidelines (2020) ask of one, the registration number among them, and the
 * lines that say it was issued after a teleconsultation (docs/product.md#reviews-and-prescriptions).
 */
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { APP_UTC_OFFSET } from "@expertconnect/shared/schemas/bookings";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { CONSULTATION_VISIT_LABELS, type NoteValues, type Prescription, type Summary } from "@expertconnect/shared/schemas/records";
import type { Locale } from "@expertconnect/shared/i18n";
import { BOLD, REGULAR, docText, startPdf } from "../../lib/pdf.ts";

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
const TYPE_WORDS_HI: Record<string, string> = { video: "वीडियो कॉल", voice: "वॉइस कॉल", chat: "चैट", in_person: "आमने-सामने मुलाक़ात" };

const dateFormats = (locale: Locale) => {
  const tag = locale === "hi" ? "hi-IN" : "en-IN";
  return {
    date: new Intl.DateTimeFormat(tag, { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric" }),
    dateTime: new Intl.DateTimeFormat(tag, { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true }),
  };
};
const FORMATS = { en: dateFormats("en"), hi: dateFormats("hi") } satisfies Record<Locale, unknown>;

/** The per-category words in Hindi, as the web's glossary has them (docs/i18n.md#terminology). */
const CATEGORY_TERMS_HI: Record<Category, { expert: string; person: string; session: string }> = {
  medical: { expert: "डॉक्टर", person: "मरीज़", session: "परामर्श" },
  legal: { expert: "वकील", person: "क्लाइंट", session: "सत्र" },
  financial: { expert: "सीए", person: "क्लाइंट", session: "मीटिंग" },
  tech: { expert: "आईटी विशेषज्ञ", person: "क्लाइंट", session: "सत्र" },
};

/** Every word the notes' PDF prints, per language; the English is the wording it has always had. */
const WORDS = {
  en: {
    prescription: "Prescription",
    summary: "Session summary",
    registration: (n: string) => `Registration No.: ${n}`,
    council: (c: string) => `Council: ${c}`,
    patient: "Patient",
    age: "Age",
    years: (n: number) => `${n} ${n === 1 ? "year" : "years"}`,
    gender: "Gender",
    genders: { female: "Female", male: "Male", other: "Other" } as Record<string, string>,
    date: "Date",
    consultation: "Consultation",
    visit: "Visit",
    visits: CONSULTATION_VISIT_LABELS as Record<string, string>,
    diagnosis: "Diagnosis / provisional diagnosis",
    noMedicines: "No medicines prescribed.",
    medicineLine: (dose: string, frequency: string, duration: string) => `${dose} · ${frequency} · for ${duration}`,
    advice: "Advice",
    followUp: "Follow-up",
    important: "Important",
    summaryHeading: "Summary",
    types: TYPE_WORDS,
    terms: (category: string) => {
      const config = CATEGORY_CONFIG[category as Category];
      return { expert: config?.expertTerm ?? category, person: config?.personTerm ?? "Client", session: config?.sessionTerm ?? "Session" };
    },
    prescriptionLines: (p: Prescription, type: string) => [
      `This prescription was issued after a teleconsultation (${type}) through ExpertConnect, under the Telemedicine Practice Guidelines, 2020.`,
      `Issued electronically by ${p.doctorName}, registration number ${p.registrationNumber}${p.registrationCouncil ? ` (${p.registrationCouncil})` : ""}.`,
      "Medicines of Schedule X of the Drugs and Cosmetics Rules and of the Prohibited List of the guidelines cannot be prescribed by teleconsultation.",
      "Not valid for medico-legal purposes. In an emergency, call 112 or 108, or go to the nearest hospital.",
    ],
    summaryNote: (expert: string) =>
      `Written by ${expert} after an online consultation through ExpertConnect. It records the session; it is not a certificate or a formal opinion.`,
    footer: (bookingId: string, when: string) => `Booking ${bookingId} · last changed ${when} IST`,
  },
  hi: {
    prescription: "प्रिस्क्रिप्शन",
    summary: "सत्र का सारांश",
    registration: (n: string) => `पंजीकरण संख्या: ${n}`,
    council: (c: string) => `काउंसिल: ${c}`,
    patient: "मरीज़",
    age: "उम्र",
    years: (n: number) => `${n} वर्ष`,
    gender: "लिंग",
    genders: { female: "महिला", male: "पुरुष", other: "अन्य" } as Record<string, string>,
    date: "तारीख",
    consultation: "परामर्श",
    visit: "मुलाक़ात",
    visits: { first: "पहला परामर्श", follow_up: "फ़ॉलो-अप परामर्श" } as Record<string, string>,
    diagnosis: "निदान / अस्थायी निदान",
    noMedicines: "कोई दवा नहीं लिखी गई।",
    medicineLine: (dose: string, frequency: string, duration: string) => `${dose} · ${frequency} · ${duration} तक`,
    advice: "सलाह",
    followUp: "फ़ॉलो-अप",
    important: "ज़रूरी जानकारी",
    summaryHeading: "सारांश",
    types: TYPE_WORDS_HI,
    terms: (category: string) => CATEGORY_TERMS_HI[category as Category] ?? { expert: category, person: "क्लाइंट", session: "सत्र" },
    prescriptionLines: (p: Prescription, type: string) => [
      `यह प्रिस्क्रिप्शन ExpertConnect के ज़रिए टेलीकंसल्टेशन (${type}) के बाद, टेलीमेडिसिन प्रैक्टिस गाइडलाइंस, 2020 के तहत जारी किया गया है।`,
      `${p.doctorName} द्वारा इलेक्ट्रॉनिक रूप से जारी, पंजीकरण संख्या ${p.registrationNumber}${p.registrationCouncil ? ` (${p.registrationCouncil})` : ""}।`,
      "ड्रग्स एंड कॉस्मेटिक्स रूल्स की अनुसूची X की और गाइडलाइंस की प्रतिबंधित सूची की दवाएँ टेलीकंसल्टेशन से नहीं लिखी जा सकतीं।",
      "मेडिको-लीगल कामों के लिए मान्य नहीं। आपात स्थिति में 112 या 108 पर कॉल करें, या सबसे नज़दीकी अस्पताल जाएँ।",
    ],
    summaryNote: (expert: string) =>
      `${expert} ने ExpertConnect पर ऑनलाइन परामर्श के बाद लिखा। यह सत्र का रिकॉर्ड है; यह कोई प्रमाणपत्र या औपचारिक राय नहीं है।`,
    footer: (bookingId: string, when: string) => `बुकिंग ${bookingId} · पिछला बदलाव ${when} IST`,
  },
} satisfies Record<Locale, unknown>;
type Words = (typeof WORDS)["en"];

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
  doc.moveDown(0.6).font(BOLD).fontSize(11).fillColor("#15803d").text(docText(doc, text)).fillColor("black").font(REGULAR).fontSize(10);
}

function field(doc: Doc, label: string, value: string | null | undefined) {
  if (!value) return;
  doc.font(BOLD).text(docText(doc, `${label}: `), { continued: true }).font(REGULAR).text(docText(doc, value));
}

/** A heading and its paragraph; like a field, nothing at all when there is no text. */
function section(doc: Doc, title: string, text: string | null | undefined) {
  if (!text) return;
  heading(doc, title);
  doc.text(docText(doc, text));
}

/** Who wrote the notes, large, over what they are (qualification, or the category's term). */
function authorBlock(doc: Doc, name: string, title: string) {
  doc.font(BOLD).fontSize(13).text(docText(doc, name));
  doc.font(REGULAR).fontSize(10).text(docText(doc, title));
}

const typeWords = (w: Words, meta: PdfMeta) => w.types[meta.consultationType] ?? meta.consultationType;
const consultationLine = (w: Words, locale: Locale, meta: PdfMeta) => `${typeWords(w, meta)}, ${FORMATS[locale].dateTime.format(new Date(meta.scheduledAt))} IST`;

function prescriptionBody(doc: Doc, p: Prescription, meta: PdfMeta, locale: Locale) {
  const w: Words = WORDS[locale];
  authorBlock(doc, p.doctorName, p.qualification);
  doc.text(docText(doc, w.registration(p.registrationNumber)));
  if (p.registrationCouncil) doc.text(docText(doc, w.council(p.registrationCouncil)));
  doc.moveTo(doc.page.margins.left, doc.y + 6).lineTo(doc.page.width - doc.page.margins.right, doc.y + 6).stroke("#cccccc");
  doc.moveDown(1);
  field(doc, w.patient, p.patientName);
  field(doc, w.age, w.years(p.patientAge));
  if (p.patientGender) field(doc, w.gender, w.genders[p.patientGender] ?? p.patientGender);
  field(doc, w.date, FORMATS[locale].date.format(new Date(`${p.date}T12:00:00${APP_UTC_OFFSET}`)));
  field(doc, w.consultation, consultationLine(w, locale, meta));
  // Prescriptions written before migration 0036 do not say (docs/product.md#prescription-rules).
  if (p.visit) field(doc, w.visit, w.visits[p.visit]);
  section(doc, w.diagnosis, p.diagnosis);
  heading(doc, "Rx");
  if (p.medicines.length === 0) doc.text(docText(doc, w.noMedicines));
  p.medicines.forEach((m, i) => {
    doc.font(BOLD).text(docText(doc, `${i + 1}. ${m.name}${m.strength ? ` ${m.strength}` : ""}`));
    doc.font(REGULAR).text(docText(doc, w.medicineLine(m.dose, m.frequency, m.duration)), { indent: 14 });
  });
  section(doc, w.advice, p.advice);
  section(doc, w.followUp, p.followUp);
  heading(doc, w.important);
  doc.fontSize(8.5);
  for (const line of w.prescriptionLines(p, typeWords(w, meta))) doc.text(docText(doc, `• ${line}`), { paragraphGap: 2 });
}

function summaryBody(doc: Doc, s: Summary, meta: PdfMeta, locale: Locale) {
  const w: Words = WORDS[locale];
  const terms = w.terms(meta.category);
  authorBlock(doc, meta.expertName, terms.expert);
  doc.moveDown(1);
  field(doc, terms.person, meta.clientName ?? "—");
  field(doc, terms.session, consultationLine(w, locale, meta));
  section(doc, w.summaryHeading, s.summary);
  section(doc, w.advice, s.advice);
  section(doc, w.followUp, s.followUp);
  heading(doc, w.important);
  doc.fontSize(8.5).text(docText(doc, w.summaryNote(meta.expertName)));
}

/**
 * The PDF's bytes, in `locale` (the words; the notes are as the expert wrote them). `compress:
 * false` keeps the content streams readable (tests look inside them).
 */
export function renderNotePdf(note: NoteValues, meta: PdfMeta, options: { compress?: boolean; locale?: Locale } = {}): Promise<Buffer> {
  const locale = options.locale ?? "en";
  const w: Words = WORDS[locale];
  const { doc, done } = startPdf(note.kind === "prescription" ? w.prescription : w.summary, meta.expertName, { ...options, locale });
  doc.moveDown(0.8);
  if (note.kind === "prescription") prescriptionBody(doc, note, meta, locale);
  else summaryBody(doc, note, meta, locale);
  doc.moveDown(1).fontSize(8).fillColor("#555555").text(docText(doc, w.footer(meta.bookingId, FORMATS[locale].dateTime.format(new Date(meta.updatedAt)))));
  doc.end();
  return done;
}
