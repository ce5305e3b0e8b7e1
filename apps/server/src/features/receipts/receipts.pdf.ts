/**
 * Receipts and statements as PDFs, made with pdfkit in the prescription's style
 * (lib/pdf.ts): the green ExpertConnect heading, Helvetica, A4. The platform's legal
 * name, address and GSTIN come from the configuration; a line that is not set is left out.
 */
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { formatPaise } from "@expertconnect/shared/money";
import { ledgerKindWords } from "@expertconnect/shared/messages/ledger";
import type { Config } from "../../config.ts";
import { pdfText, startPdf } from "../../lib/pdf.ts";
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

function render(title: string, author: string, draw: (doc: Doc) => void, options: { compress?: boolean }): Promise<Buffer> {
  const { doc, done } = startPdf(title, author, options);
  draw(doc);
  doc.end();
  return done;
}

function platformBlock(doc: Doc, p: Platform) {
  doc.moveDown(0.4).fontSize(9).fillColor("#555555");
  if (p.PLATFORM_LEGAL_NAME) doc.text(pdfText(p.PLATFORM_LEGAL_NAME));
  if (p.PLATFORM_ADDRESS) doc.text(pdfText(p.PLATFORM_ADDRESS));
  if (p.PLATFORM_GSTIN) doc.text(pdfText(`GSTIN: ${p.PLATFORM_GSTIN}`));
  doc.fillColor("black").fontSize(10);
  doc.moveTo(doc.page.margins.left, doc.y + 6).lineTo(doc.page.width - doc.page.margins.right, doc.y + 6).stroke("#cccccc");
  doc.moveDown(1);
}

function field(doc: Doc, label: string, value: string) {
  doc.font("Helvetica-Bold").text(pdfText(`${label}: `), { continued: true }).font("Helvetica").text(pdfText(value));
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor("#15803d").text(pdfText(text)).fillColor("black").font("Helvetica").fontSize(10);
}

/** One line of a table: the text on the left, the amount at the right edge. */
function line(doc: Doc, text: string, amount: string, bold = false) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const y = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(pdfText(text), doc.page.margins.left, y, { width: width - 110 });
  const after = doc.y;
  doc.text(pdfText(amount), doc.page.margins.left + width - 110, y, { width: 110, align: "right" });
  doc.x = doc.page.margins.left;
  doc.y = Math.max(after, doc.y) + 2;
}

export function renderReceiptPdf(r: ReceiptView, platform: Platform, options: { compress?: boolean } = {}): Promise<Buffer> {
  return render("Receipt", platform.PLATFORM_LEGAL_NAME ?? "ExpertConnect", (doc) => {
    platformBlock(doc, platform);
    field(doc, "Receipt No.", r.number);
    field(doc, "Date", istDateTime(r.issuedAt));
    field(doc, "Received from", `${r.payerName} (${r.payerEmail})`);
    heading(doc, "For");
    if (r.booking) {
      const category = CATEGORY_CONFIG[r.booking.category as Category]?.name ?? r.booking.category;
      line(doc, `Consultation with ${r.booking.expertName} (${category}), ${TYPE_WORDS[r.booking.consultationType] ?? r.booking.consultationType}, ${istDateTime(r.booking.scheduledAt)}`, formatPaise(r.amountPaise));
    } else {
      line(doc, "Money added to the ExpertConnect wallet", formatPaise(r.amountPaise));
    }
    line(doc, "Amount paid", formatPaise(r.amountPaise), true);
    doc.moveDown(0.5);
    field(doc, "Payment method", paymentMethodWords(r));
    doc.moveDown(1).fontSize(8).fillColor("#555555").text("This receipt was issued electronically and needs no signature.");
  }, options);
}

export function renderWalletStatementPdf(s: WalletStatement, platform: Platform, options: { compress?: boolean } = {}): Promise<Buffer> {
  return render("Wallet statement", platform.PLATFORM_LEGAL_NAME ?? "ExpertConnect", (doc) => {
    platformBlock(doc, platform);
    field(doc, "Account holder", `${s.holderName} (${s.holderEmail})`);
    field(doc, "Period", `${istDate(`${s.from}T12:00:00+05:30`)} to ${istDate(`${s.to}T12:00:00+05:30`)} (IST)`);
    heading(doc, "Entries");
    line(doc, "Opening balance", formatPaise(s.openingPaise), true);
    if (s.entries.length === 0) doc.text("No entries in this period.");
    for (const e of s.entries) line(doc, `${istDateTime(e.createdAt)} · ${ledgerKindWords(e.kind)}${entryDetail(e)}`, formatPaise(e.amountPaise));
    line(doc, "Closing balance", formatPaise(s.closingPaise), true);
  }, options);
}

export function renderEarningsStatementPdf(s: EarningsStatement, platform: Platform, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = earningsTotals(s);
  return render("Earnings statement", platform.PLATFORM_LEGAL_NAME ?? "ExpertConnect", (doc) => {
    platformBlock(doc, platform);
    field(doc, "Expert", `${s.expertName} (${s.holderEmail})`);
    field(doc, "Month", s.month);
    heading(doc, "Consultations");
    if (s.consultations.length === 0) doc.text("No consultation fees in this month.");
    for (const c of s.consultations) {
      line(doc, `${istDateTime(c.scheduledAt)} · ${c.clientName}`, "");
      line(doc, "    Consultation fee", formatPaise(c.feePaise));
      line(doc, "    Platform commission", formatPaise(-c.commissionPaise));
      line(doc, "    You received", formatPaise(c.netPaise));
    }
    heading(doc, "Payouts");
    if (s.payouts.length === 0) doc.text("No payouts in this month.");
    for (const p of s.payouts) line(doc, `${istDateTime(p.createdAt)} · ${payoutWords(p)}`, formatPaise(p.amountPaise));
    heading(doc, "Totals");
    line(doc, "Consultation fees", formatPaise(t.feePaise));
    line(doc, "Platform commission", formatPaise(-t.commissionPaise));
    line(doc, "You received", formatPaise(t.netPaise), true);
    line(doc, "Payouts", formatPaise(t.payoutsPaise), true);
  }, options);
}
