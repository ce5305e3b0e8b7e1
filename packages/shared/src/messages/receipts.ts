/** Receipts' and statements' limits and messages without zod: the wallet screen checks a statement's dates with them without loading the validator. */

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

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;


/** What the screens say about receipts and statements (docs/product.md#receipts, docs/product.md#statements). */
export const RECEIPT_TEXTS = {
  receiptLink: "Download receipt",
  statementsHeading: "Statements",
  walletStatement: "Wallet statement",
  walletStatementHint: `Opening balance, every entry and closing balance for up to ${STATEMENT_MAX_DAYS} days (IST).`,
  earningsStatement: "Monthly earnings statement",
  earningsStatementHint: "Each consultation's fee, the platform's commission and what you received, and the month's payouts.",
  from: "From",
  to: "To",
  month: "Month",
  csv: "Download CSV",
  pdf: "Download PDF",
} as const;
