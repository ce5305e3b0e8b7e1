/**
 * The server's PDFs (prescriptions and session summaries, receipts and statements), made with
 * pdfkit in one style: A4, Helvetica, the green ExpertConnect heading beside the document's title.
 */
import PDFDocument from "pdfkit";

/**
 * The PDF's built-in fonts (Helvetica) encode Windows-1252 only: the rupee sign becomes "Rs." and
 * any other character outside it "?", so the file never shows the wrong glyph silently.
 */
export function pdfText(value: string): string {
  return value.replaceAll("₹", "Rs. ").replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/gu, "?");
}

/**
 * A new document with its heading drawn; `done` is its bytes once the caller has drawn the rest
 * and called `doc.end()`. `compress: false` keeps the content streams readable (tests look inside).
 */
export function startPdf(title: string, author: string, options: { compress?: boolean } = {}): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", margin: 48, compress: options.compress ?? true, info: { Title: pdfText(title), Author: pdfText(author), Creator: "ExpertConnect" } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#15803d").text("ExpertConnect", { continued: true });
  doc.fillColor("black").font("Helvetica").fontSize(11).text(`   ${pdfText(title)}`);
  return { doc, done };
}
