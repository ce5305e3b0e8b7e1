/** What the statements say about each line, and their totals, shared by the CSV and the PDF. */
import { ledgerKindWords } from "@expertconnect/shared/messages/ledger";
import type { EarningsStatement, StatementEntry } from "./receipts.queries.ts";

const IST_DATE = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" });

/** ", booking with Dr. Rao on 05 Jan 2027" for an entry that belongs to a booking. */
export const entryDetail = (e: StatementEntry) => (e.expertName && e.scheduledAt ? `, booking with ${e.expertName} on ${IST_DATE.format(new Date(e.scheduledAt))}` : "");

export const payoutWords = (p: EarningsStatement["payouts"][number]) => `${ledgerKindWords(p.kind)} (${p.status})`;

export function earningsTotals(s: EarningsStatement) {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    feePaise: sum(s.consultations.map((c) => c.feePaise)),
    commissionPaise: sum(s.consultations.map((c) => c.commissionPaise)),
    netPaise: sum(s.consultations.map((c) => c.netPaise)),
    payoutsPaise: sum(s.payouts.map((p) => p.amountPaise)),
  };
}
