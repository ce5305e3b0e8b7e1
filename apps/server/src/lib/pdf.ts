/**
 * The server's PDFs (prescriptions and session summaries, receipts and statements), made with
 * pdfkit in one style: A4, the green ExpertConnect heading beside the document's title. English
 * documents use the PDF's built-in Helvetica; Hindi ones embed Noto Sans Devanagari (a subset of
 * the glyphs used), which pdfkit shapes through fontkit, and which has Latin letters, digits and ₹ too.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Locale } from "@expertconnect/shared/i18n";

/** The two font names every document draws with: `doc.font(REGULAR)`, `doc.font(BOLD)`. */
export const REGULAR = "Body";
export const BOLD = "Body-Bold";

// The TrueType files of Google Fonts' Noto Sans Devanagari (SIL Open Font License), as the
// @expo-google-fonts package ships them: the web's @fontsource files are WOFF2 cut to Devanagari
// alone, and a PDF's text mixes names, numbers and ₹ with the Hindi.
const require = createRequire(import.meta.url);
const DEVANAGARI = {
  regular: require.resolve("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"),
};

/**
 * The PDF's built-in fonts (Helvetica) encode Windows-1252 only: the rupee sign becomes "Rs." and
 * any other character outside it "?", so the file never shows the wrong glyph silently.
 */
export function pdfText(value: string): string {
  return value.replaceAll("₹", "Rs. ").replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/gu, "?");
}

const embedsUnicode = new WeakSet<PDFKit.PDFDocument>();

/** `value` as this document can show it: as it is with the embedded font, else through pdfText. */
export function docText(doc: PDFKit.PDFDocument, value: string): string {
  // eslint-disable-next-line no-control-regex
  return embedsUnicode.has(doc) ? value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "") : pdfText(value);
}

/**
 * A new document with its heading drawn; `done` is its bytes once the caller has drawn the rest
 * and called `doc.end()`. `compress: false` keeps the content streams readable (tests look inside).
 */
export function startPdf(
  title: string,
  author: string,
  options: { compress?: boolean; locale?: Locale } = {},
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const hindi = options.locale === "hi";
  const info = { Title: hindi ? title : pdfText(title), Author: hindi ? author : pdfText(author), Creator: "ExpertConnect" };
  const doc = new PDFDocument({ size: "A4", margin: 48, compress: options.compress ?? true, info, ...(hindi ? { lang: "hi" } : {}) });
  if (hindi) embedsUnicode.add(doc);
  doc.registerFont(REGULAR, hindi ? DEVANAGARI.regular : "Helvetica");
  doc.registerFont(BOLD, hindi ? DEVANAGARI.bold : "Helvetica-Bold");
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font(BOLD).fontSize(16).fillColor("#15803d").text("ExpertConnect", { continued: true });
  doc.fillColor("black").font(REGULAR).fontSize(11).text(`   ${docText(doc, title)}`);
  return { doc, done };
}
