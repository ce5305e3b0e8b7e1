/**
 * Statements as CSV: one table a spreadsheet can sum, amounts in rupees with two decimals and no
 * grouping or symbol, dates and times in IST. A cell that a spreadsheet would run as a formula
 * (starting with = + - @) is written as text.
 */
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { ledgerKindWords } from "@expertconnect/shared/messages/ledger";
import type { EarningsStatement, WalletStatement } from "./receipts.queries.ts";
import { earningsTotals, entryDetail, payoutWords } from "./receipts.words.ts";

const stamp = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** 2026-11-23 14:30 */
const istStamp = (iso: string) => stamp.format(new Date(iso)).replace(",", "");

const rupees = (paise: number) => `${paise < 0 ? "-" : ""}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, "0")}`;

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const csv = (table: string[][]) => `${table.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;

export function walletStatementCsv(s: WalletStatement): string {
  let balance = s.openingPaise;
  const table = [["Date (IST)", "Description", "Amount (INR)", "Balance (INR)"], [s.from, "Opening balance", "", rupees(s.openingPaise)]];
  for (const e of s.entries) {
    balance += e.amountPaise;
    table.push([istStamp(e.createdAt), `${ledgerKindWords(e.kind)}${entryDetail(e)}`, rupees(e.amountPaise), rupees(balance)]);
  }
  table.push([s.to, "Closing balance", "", rupees(s.closingPaise)]);
  return csv(table);
}

export function earningsStatementCsv(s: EarningsStatement): string {
  const t = earningsTotals(s);
  const table = [["Consultation (IST)", "Client", "Consultation fee (INR)", "Platform commission (INR)", "Net (INR)"]];
  for (const c of s.consultations) table.push([istStamp(c.scheduledAt), c.clientName, rupees(c.feePaise), rupees(-c.commissionPaise), rupees(c.netPaise)]);
  table.push(["Total", "", rupees(t.feePaise), rupees(-t.commissionPaise), rupees(t.netPaise)]);
  table.push([]);
  table.push(["Payout (IST)", "Payout", "", "", "Amount (INR)"]);
  for (const p of s.payouts) table.push([istStamp(p.createdAt), payoutWords(p), "", "", rupees(p.amountPaise)]);
  table.push(["Total payouts", "", "", "", rupees(t.payoutsPaise)]);
  return csv(table);
}
