/**
 * Receipts and statements as PDFs, made with pdfkit in the prescription's style
 * (lib/pdf.ts): the green ExpertConnect heading, A4, in the reader's language. The platform's legal
 * name, address and GSTIN come from the configuration; a line that is not set is left out.
 */
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { formatPaise } from "@expertconnect/shared/money";
import { ledgerKindWords } from "@expertconnect/shared/messages/ledger";
import type { Config } from "../../config.ts";
import type { Locale } from "@expertconnect/shared/i18n";
import { BOLD, REGULAR, docText, startPdf } from "../../lib/pdf.ts";
import type { EarningsStatement, ReceiptView, WalletStatement } from "./receipts.queries.ts";
import { earningsTotals, entryDetail, payoutWords } from "./receipts.words.ts";

type Doc = PDFKit.PDFDocument;
export type Platform = Pick<Config, "PLATFORM_LEGAL_NAME" | "PLATFORM_ADDRESS" | "PLATFORM_GSTIN">;

export const istDate = (iso: string) => new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric" }).format(new Date(iso));
export const istDateTime = (iso: string) =>
  `${new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true }).format(new Date(iso))} IST`;

const TYPE_WORDS: Record<string, string> = { video: "Video", voice: "Voice", chat: "Chat", in_person: "In person" };
const METHOD_WORDS: Record<string, string> = { upi: "UPI", card: "Card", netbanking: "Net banking", wallet: "Wallet" };

/** How a receipt says it was paid: "UPI via Razorpay", "Card (test payment — no real money)", "ExpertConnect wallet". */
export function paymentMethodWords(r: ReceiptView): string {
  if (!r.topUp) return "ExpertConnect wallet";
  const method = r.topUp.method ? (METHOD_WORDS[r.topUp.method] ?? r.topUp.method) : "Online payment";
  return r.topUp.provider === "test" ? `${method} (test payment — no real money)` : `${method} via Razorpay`;
}

const HI_TAG = "hi-IN";
const hiDate = new Intl.DateTimeFormat(HI_TAG, { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric" });
const hiDateTime = new Intl.DateTimeFormat(HI_TAG, { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true });

const LEDGER_KIND_HI: Record<string, string> = {
  topup: "पैसे जोड़े गए",
  booking_hold: "बुकिंग का भुगतान",
  hold_release_refund: "रिफ़ंड",
  hold_release_earning: "परामर्श शुल्क की कमाई",
  commission: "प्लैटफ़ॉर्म कमीशन",
  correction: "सुधार",
  payout_hold: "आपके खाते में पेआउट",
  payout_return: "पेआउट लौटा",
};
const PAYOUT_STATUS_HI: Record<string, string> = { requested: "अनुरोध किया गया", processing: "प्रक्रिया में", paid: "भुगतान हो गया", failed: "विफल", reversed: "वापस हुआ" };
const CATEGORY_HI: Record<string, string> = { medical: "चिकित्सा", legal: "कानूनी", financial: "वित्तीय", tech: "टेक" };
const TYPE_HI: Record<string, string> = { video: "वीडियो", voice: "वॉइस", chat: "चैट", in_person: "आमने-सामने" };
const METHOD_HI: Record<string, string> = { upi: "UPI", card: "कार्ड", netbanking: "नेट बैंकिंग", wallet: "वॉलेट" };

/** Every word the receipts and statements print, per language; the English is the wording they have always had. */
const WORDS = {
  en: {
    date: istDate,
    dateTime: istDateTime,
    receipt: "Receipt",
    receiptNo: "Receipt No.",
    dateLabel: "Date",
    receivedFrom: "Received from",
    for: "For",
    consultationLine: (r: NonNullable<ReceiptView["booking"]>) =>
      `Consultation with ${r.expertName} (${CATEGORY_CONFIG[r.category as Category]?.name ?? r.category}), ${TYPE_WORDS[r.consultationType] ?? r.consultationType}, ${istDateTime(r.scheduledAt)}`,
    moneyAdded: "Money added to the ExpertConnect wallet",
    amountPaid: "Amount paid",
    paymentMethod: "Payment method",
    methodWords: paymentMethodWords,
    electronic: "This receipt was issued electronically and needs no signature.",
    walletStatement: "Wallet statement",
    holder: "Account holder",
    period: "Period",
    periodWords: (from: string, to: string) => `${from} to ${to} (IST)`,
    entries: "Entries",
    opening: "Opening balance",
    noEntries: "No entries in this period.",
    entryWords: (e: WalletStatement["entries"][number]) => `${ledgerKindWords(e.kind)}${entryDetail(e)}`,
    closing: "Closing balance",
    earningsStatement: "Earnings statement",
    expert: "Expert",
    month: "Month",
    consultations: "Consultations",
    noConsultations: "No consultation fees in this month.",
    fee: "Consultation fee",
    commission: "Platform commission",
    received: "You received",
    payouts: "Payouts",
    noPayouts: "No payouts in this month.",
    payoutWords,
    totals: "Totals",
    fees: "Consultation fees",
  },
  hi: {
    date: (iso: string) => hiDate.format(new Date(iso)),
    dateTime: (iso: string) => `${hiDateTime.format(new Date(iso))} IST`,
    receipt: "रसीद",
    receiptNo: "रसीद संख्या",
    dateLabel: "तारीख",
    receivedFrom: "किससे मिला",
    for: "किसके लिए",
    consultationLine: (r: NonNullable<ReceiptView["booking"]>) =>
      `${r.expertName} के साथ परामर्श (${CATEGORY_HI[r.category] ?? r.category}), ${TYPE_HI[r.consultationType] ?? r.consultationType}, ${hiDateTime.format(new Date(r.scheduledAt))} IST`,
    moneyAdded: "ExpertConnect वॉलेट में जोड़े गए पैसे",
    amountPaid: "चुकाई गई राशि",
    paymentMethod: "भुगतान का तरीका",
    methodWords: (r: ReceiptView) => {
      if (!r.topUp) return "ExpertConnect वॉलेट";
      const method = r.topUp.method ? (METHOD_HI[r.topUp.method] ?? r.topUp.method) : "ऑनलाइन भुगतान";
      return r.topUp.provider === "test" ? `${method} (टेस्ट भुगतान — असली पैसे नहीं)` : `Razorpay से ${method}`;
    },
    electronic: "यह रसीद इलेक्ट्रॉनिक रूप से जारी की गई है और इस पर हस्ताक्षर की ज़रूरत नहीं है।",
    walletStatement: "वॉलेट स्टेटमेंट",
    holder: "खाताधारक",
    period: "अवधि",
    periodWords: (from: string, to: string) => `${from} से ${to} तक (IST)`,
    entries: "एंट्री",
    opening: "शुरुआती बैलेंस",
    noEntries: "इस अवधि में कोई एंट्री नहीं।",
    entryWords: (e: WalletStatement["entries"][number]) =>
      `${LEDGER_KIND_HI[e.kind] ?? ledgerKindWords(e.kind)}${e.expertName && e.scheduledAt ? `, ${e.expertName} के साथ ${hiDate.format(new Date(e.scheduledAt))} की बुकिंग` : ""}`,
    closing: "अंतिम बैलेंस",
    earningsStatement: "कमाई का स्टेटमेंट",
    expert: "विशेषज्ञ",
    month: "महीना",
    consultations: "परामर्श",
    noConsultations: "इस महीने परामर्श की कोई फ़ीस नहीं।",
    fee: "परामर्श शुल्क",
    commission: "प्लैटफ़ॉर्म कमीशन",
    received: "आपको मिले",
    payouts: "पेआउट",
    noPayouts: "इस महीने कोई पेआउट नहीं।",
    payoutWords: (p: EarningsStatement["payouts"][number]) => `${LEDGER_KIND_HI[p.kind] ?? ledgerKindWords(p.kind)} (${PAYOUT_STATUS_HI[p.status] ?? p.status})`,
    totals: "कुल",
    fees: "परामर्श शुल्क",
  },
} satisfies Record<Locale, unknown>;
type Words = (typeof WORDS)["en"];

function render(title: string, author: string, draw: (doc: Doc) => void, options: PdfOptions): Promise<Buffer> {
  const { doc, done } = startPdf(title, author, options);
  draw(doc);
  doc.end();
  return done;
}

function platformBlock(doc: Doc, p: Platform) {
  doc.moveDown(0.4).fontSize(9).fillColor("#555555");
  if (p.PLATFORM_LEGAL_NAME) doc.text(docText(doc, p.PLATFORM_LEGAL_NAME));
  if (p.PLATFORM_ADDRESS) doc.text(docText(doc, p.PLATFORM_ADDRESS));
  if (p.PLATFORM_GSTIN) doc.text(docText(doc, `GSTIN: ${p.PLATFORM_GSTIN}`));
  doc.fillColor("black").fontSize(10);
  doc.moveTo(doc.page.margins.left, doc.y + 6).lineTo(doc.page.width - doc.page.margins.right, doc.y + 6).stroke("#cccccc");
  doc.moveDown(1);
}

function field(doc: Doc, label: string, value: string) {
  doc.font(BOLD).text(docText(doc, `${label}: `), { continued: true }).font(REGULAR).text(docText(doc, value));
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6).font(BOLD).fontSize(11).fillColor("#15803d").text(docText(doc, text)).fillColor("black").font(REGULAR).fontSize(10);
}

/** One line of a table: the text on the left, the amount at the right edge. */
function line(doc: Doc, text: string, amount: string, bold = false) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const y = doc.y;
  doc.font(bold ? BOLD : REGULAR).text(docText(doc, text), doc.page.margins.left, y, { width: width - 110 });
  const after = doc.y;
  doc.text(docText(doc, amount), doc.page.margins.left + width - 110, y, { width: 110, align: "right" });
  doc.x = doc.page.margins.left;
  doc.y = Math.max(after, doc.y) + 2;
}

/** `compress: false` keeps the content streams readable (tests look inside); `locale` the words' language. */
type PdfOptions = { compress?: boolean; locale?: Locale };
const wordsOf = (options: PdfOptions): Words => WORDS[options.locale ?? "en"];

export function renderReceiptPdf(r: ReceiptView, platform: Platform, options: PdfOptions = {}): Promise<Buffer> {
  const w = wordsOf(options);
  return render(w.receipt, platform.PLATFORM_LEGAL_NAME ?? "ExpertConnect", (doc) => {
    platformBlock(doc, platform);
    field(doc, w.receiptNo, r.number);
    field(doc, w.dateLabel, w.dateTime(r.issuedAt));
    field(doc, w.receivedFrom, `${r.payerName} (${r.payerEmail})`);
    heading(doc, w.for);
    if (r.booking) line(doc, w.consultationLine(r.booking), formatPaise(r.amountPaise));
    else line(doc, w.moneyAdded, formatPaise(r.amountPaise));
    line(doc, w.amountPaid, formatPaise(r.amountPaise), true);
    doc.moveDown(0.5);
    field(doc, w.paymentMethod, w.methodWords(r));
    doc.moveDown(1).fontSize(8).fillColor("#555555").text(docText(doc, w.electronic));
  }, options);
}

export function renderWalletStatementPdf(s: WalletStatement, platform: Platform, options: PdfOptions = {}): Promise<Buffer> {
  const w = wordsOf(options);
  return render(w.walletStatement, platform.PLATFORM_LEGAL_NAME ?? "ExpertConnect", (doc) => {
    platformBlock(doc, platform);
    field(doc, w.holder, `${s.holderName} (${s.holderEmail})`);
    field(doc, w.period, w.periodWords(w.date(`${s.from}T12:00:00+05:30`), w.date(`${s.to}T12:00:00+05:30`)));
    heading(doc, w.entries);
    line(doc, w.opening, formatPaise(s.openingPaise), true);
    if (s.entries.length === 0) doc.text(docText(doc, w.noEntries));
    for (const e of s.entries) line(doc, `${w.dateTime(e.createdAt)} · ${w.entryWords(e)}`, formatPaise(e.amountPaise));
    line(doc, w.closing, formatPaise(s.closingPaise), true);
  }, options);
}

export function renderEarningsStatementPdf(s: EarningsStatement, platform: Platform, options: PdfOptions = {}): Promise<Buffer> {
  const t = earningsTotals(s);
  const w = wordsOf(options);
  return render(w.earningsStatement, platform.PLATFORM_LEGAL_NAME ?? "ExpertConnect", (doc) => {
    platformBlock(doc, platform);
    field(doc, w.expert, `${s.expertName} (${s.holderEmail})`);
    field(doc, w.month, s.month);
    heading(doc, w.consultations);
    if (s.consultations.length === 0) doc.text(docText(doc, w.noConsultations));
    for (const c of s.consultations) {
      line(doc, `${w.dateTime(c.scheduledAt)} · ${c.clientName}`, "");
      line(doc, `    ${w.fee}`, formatPaise(c.feePaise));
      line(doc, `    ${w.commission}`, formatPaise(-c.commissionPaise));
      line(doc, `    ${w.received}`, formatPaise(c.netPaise));
    }
    heading(doc, w.payouts);
    if (s.payouts.length === 0) doc.text(docText(doc, w.noPayouts));
    for (const p of s.payouts) line(doc, `${w.dateTime(p.createdAt)} · ${w.payoutWords(p)}`, formatPaise(p.amountPaise));
    heading(doc, w.totals);
    line(doc, w.fees, formatPaise(t.feePaise));
    line(doc, w.commission, formatPaise(-t.commissionPaise));
    line(doc, w.received, formatPaise(t.netPaise), true);
    line(doc, w.payouts, formatPaise(t.payoutsPaise), true);
  }, options);
}
