/**
 * /api/receipts: the receipt of one's own top-up or paid booking (a PDF), and statements — a
 * client's wallet over a date range, an expert's month of earnings — as CSV or PDF. Only the owner
 * reads them: anyone else's answers 404 as if it did not exist. PDFs are rate-limited per person
 * (docs/product.md#receipts, docs/product.md#statements).
 */
import { Hono, type Context } from "hono";
import {
  earningsStatementQuerySchema,
  PDF_RATE_MAX,
  PDF_RATE_WINDOW_MINUTES,
  RECEIPT_MESSAGES,
  walletStatementQuerySchema,
} from "@expertconnect/shared/schemas/receipts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { isUuid, notFound, validate } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n/locale.ts";
import { hit, retryAfterSeconds, tooManyRequests } from "../../lib/rate-limits.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { attachment } from "../../lib/uploaded-files.ts";
import { earningsStatementCsv, walletStatementCsv } from "./receipts.csv.ts";
import { renderEarningsStatementPdf, renderReceiptPdf, renderWalletStatementPdf } from "./receipts.pdf.ts";
import { earningsStatement, findReceipt, walletStatement } from "./receipts.queries.ts";

const WINDOW_MS = PDF_RATE_WINDOW_MINUTES * 60_000;

const file = (c: Context, body: Buffer | string, type: string, name: string) => {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
  return c.body(bytes, 200, {
    "content-type": type,
    "content-length": String(bytes.length),
    "content-disposition": attachment(name),
    "cache-control": "private, no-store",
  });
};

export function createReceiptsRoutes({ db, config, now }: Deps) {
  const clock = now ?? Date.now;
  const platform = { PLATFORM_LEGAL_NAME: config.PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS: config.PLATFORM_ADDRESS, PLATFORM_GSTIN: config.PLATFORM_GSTIN };

  /** Counts one PDF against the person's window; a Response (429) when it is full. */
  const pdfAllowed = async (c: Context, userId: string) => {
    const at = clock();
    const { count, resetAt } = await hit(db, `pdf:${userId}`, WINDOW_MS, at);
    if (count <= PDF_RATE_MAX) return null;
    return tooManyRequests(c, RECEIPT_MESSAGES.pdfRate(Math.ceil(retryAfterSeconds(resetAt, at) / 60)), resetAt);
  };

  const receipt = async (c: Context, userId: string, by: { orderId: string } | { bookingId: string }) => {
    const id = "orderId" in by ? by.orderId : by.bookingId;
    const found = isUuid(id) ? await findReceipt(db, userId, by) : null;
    if (!found) throw notFound(RECEIPT_MESSAGES.receiptNotFound);
    const refused = await pdfAllowed(c, userId);
    if (refused) return refused;
    const pdf = await renderReceiptPdf(found, platform, { locale: await requestLocale(db, { id: userId }, c.req) });
    return file(c, pdf, "application/pdf", `receipt-${found.number.replaceAll("/", "-")}.pdf`);
  };

  return new Hono<AppEnv>()
    .get("/top-ups/:orderId/pdf", requireAuth, (c) => receipt(c, c.get("user").id, { orderId: c.req.param("orderId") }))
    .get("/bookings/:bookingId/pdf", requireAuth, (c) => receipt(c, c.get("user").id, { bookingId: c.req.param("bookingId") }))
    .get("/statements/wallet", requireAuth, validate("query", walletStatementQuerySchema), async (c) => {
      const { from, to, format } = c.req.valid("query");
      const userId = c.get("user").id;
      const name = `wallet-statement-${from}-to-${to}.${format}`;
      if (format === "csv") return file(c, walletStatementCsv(await walletStatement(db, userId, from, to)), "text/csv; charset=utf-8", name);
      const refused = await pdfAllowed(c, userId);
      if (refused) return refused;
      return file(c, await renderWalletStatementPdf(await walletStatement(db, userId, from, to), platform, { locale: await requestLocale(db, c.get("user"), c.req) }), "application/pdf", name);
    })
    .get("/statements/earnings", requireAuth, validate("query", earningsStatementQuerySchema), async (c) => {
      const { month, format } = c.req.valid("query");
      const userId = c.get("user").id;
      const statement = await earningsStatement(db, userId, month);
      if (!statement) throw notFound(RECEIPT_MESSAGES.notExpert);
      const name = `earnings-statement-${month}.${format}`;
      if (format === "csv") return file(c, earningsStatementCsv(statement), "text/csv; charset=utf-8", name);
      const refused = await pdfAllowed(c, userId);
      if (refused) return refused;
      return file(c, await renderEarningsStatementPdf(statement, platform, { locale: await requestLocale(db, c.get("user"), c.req) }), "application/pdf", name);
    });
}

export type ReceiptsRoutes = ReturnType<typeof createReceiptsRoutes>;
