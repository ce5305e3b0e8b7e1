/**
 * Receipts and statements (docs/product.md#receipts, docs/product.md#statements): the statement
 * queries, one schema for the wallet's statement form and the server, and their messages.
 */
import { z } from "zod";

/** A client's wallet statement covers at most this many days, both ends counted. */
export const STATEMENT_MAX_DAYS = 366;
/** PDFs (receipts and statements) one person may have made in a window; they cost the server CPU. */
export const PDF_RATE_MAX = 10;
export const PDF_RATE_WINDOW_MINUTES = 10;

export const STATEMENT_FORMATS = ["csv", "pdf"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const RECEIPT_MESSAGES = {
  receiptNotFound: "Receipt not found",
  fromInvalid: "Enter the first day as a date (YYYY-MM-DD)",
  toInvalid: "Enter the last day as a date (YYYY-MM-DD)",
  fromAfterTo: "The first day must be on or before the last day",
  rangeTooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
  monthInvalid: "Enter the month as YYYY-MM",
  formatInvalid: "Choose CSV or PDF",
  notExpert: "Only experts have an earnings statement",
  downloadFailed: "Could not download the file",
  pdfRate: (minutes: number) => `You can download at most ${PDF_RATE_MAX} PDFs in ${PDF_RATE_WINDOW_MINUTES} minutes. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} as const;

const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isRealDay, message);
const format = z.enum(STATEMENT_FORMATS, { error: RECEIPT_MESSAGES.formatInvalid }).default("pdf");

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A client's wallet statement: IST calendar days, first and last included. */
export const walletStatementQuerySchema = z
  .object({ from: day(RECEIPT_MESSAGES.fromInvalid), to: day(RECEIPT_MESSAGES.toInvalid), format })
  .superRefine((v, ctx) => {
    if (v.from > v.to) ctx.addIssue({ code: "custom", path: ["from"], message: RECEIPT_MESSAGES.fromAfterTo });
    else if (daysInRange(v.from, v.to) > STATEMENT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: RECEIPT_MESSAGES.rangeTooLong });
  });
export type WalletStatementQuery = z.infer<typeof walletStatementQuerySchema>;

/** An expert's monthly statement: a calendar month in IST. */
export const earningsStatementQuerySchema = z.object({
  month: z
    .string({ error: RECEIPT_MESSAGES.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, RECEIPT_MESSAGES.monthInvalid),
  format,
});
export type EarningsStatementQuery = z.infer<typeof earningsStatementQuerySchema>;

/** The financial year (April to March) a day in India belongs to, as printed on receipts: "2026-27". */
export function financialYearOf(isoDay: string): string {
  const [y, m] = isoDay.split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
