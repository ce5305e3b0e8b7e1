/**
 * Receipts and statements (docs/product.md#receipts, docs/product.md#statements): the statement
 * queries, one schema for the wallet's statement form and the server, and their messages.
 */
import { z } from "zod";
import { daysInRange, PDF_RATE_MAX, PDF_RATE_WINDOW_MINUTES, RECEIPT_MESSAGES, STATEMENT_FORMATS, STATEMENT_MAX_DAYS, type StatementFormat } from "../messages/receipts.ts";

export { daysInRange, PDF_RATE_MAX, PDF_RATE_WINDOW_MINUTES, RECEIPT_MESSAGES, STATEMENT_FORMATS, STATEMENT_MAX_DAYS, type StatementFormat };

const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isRealDay, message);
const format = z.enum(STATEMENT_FORMATS, { error: RECEIPT_MESSAGES.formatInvalid }).default("pdf");

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
