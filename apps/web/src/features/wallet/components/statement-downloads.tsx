/**
 * Statements to download (docs/product.md#statements): a wallet statement for a range of IST days,
 * and an expert's month of earnings, each as CSV or PDF. The links carry the chosen dates; dates the
 * server would refuse are named here first, with the server's words, and the links wait for a fix.
 */
import { FileDown } from "lucide-react";
import { useId, useState } from "react";
import { daysInRange, RECEIPT_MESSAGES, STATEMENT_MAX_DAYS } from "@expertconnect/shared/messages/receipts";
import { DownloadLink } from "@/components/download-link.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input, Label } from "@/components/ui/input.tsx";
import { apiClient } from "@/lib/api-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const IST_OFFSET_MS = 330 * 60_000;
/** Today in India as yyyy-MM-dd (India keeps one offset all year). */
const todayInIndia = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);

const linkClass = "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted";

function Links({ href, label }: { href: (format: "csv" | "pdf") => string; label: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {(["csv", "pdf"] as const).map((format) => (
        <DownloadLink key={format} href={href(format)} failedMessage={m.wallet_download_failed()} className={linkClass} aria-label={`${format === "csv" ? m.wallet_download_csv() : m.wallet_download_pdf()}: ${label}`}>
          <FileDown className="size-4" aria-hidden="true" /> {format === "csv" ? m.wallet_download_csv() : m.wallet_download_pdf()}
        </DownloadLink>
      ))}
    </div>
  );
}

function rangeProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return RECEIPT_MESSAGES.fromInvalid;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) return RECEIPT_MESSAGES.toInvalid;
  if (from > to) return RECEIPT_MESSAGES.fromAfterTo;
  if (daysInRange(from, to) > STATEMENT_MAX_DAYS) return RECEIPT_MESSAGES.rangeTooLong;
  return null;
}

export function WalletStatementCard() {
  useLocale();
  const id = useId();
  const [to, setTo] = useState(todayInIndia);
  const [from, setFrom] = useState(() => `${to.slice(0, 8)}01`);
  const problem = rangeProblem(from, to);
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h3 className="font-semibold">{m.wallet_wallet_statement()}</h3>
        <p className="text-sm text-muted-foreground">{m.wallet_wallet_statement_hint({ days: STATEMENT_MAX_DAYS })}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-from`}>{m.wallet_from()}</Label>
          <Input id={`${id}-from`} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} aria-invalid={problem === RECEIPT_MESSAGES.fromAfterTo || problem === RECEIPT_MESSAGES.fromInvalid} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-to`}>{m.wallet_to()}</Label>
          <Input id={`${id}-to`} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} aria-invalid={problem === RECEIPT_MESSAGES.rangeTooLong || problem === RECEIPT_MESSAGES.toInvalid} />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <Links label={m.wallet_wallet_statement()} href={(format) => apiClient.receipts.statements.wallet.$path({ query: { from, to, format } })} />
      )}
    </Card>
  );
}

export function EarningsStatementCard() {
  useLocale();
  const id = useId();
  const [month, setMonth] = useState(() => todayInIndia().slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h3 className="font-semibold">{m.wallet_earnings_statement()}</h3>
        <p className="text-sm text-muted-foreground">{m.wallet_earnings_statement_hint()}</p>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-month`}>{m.wallet_month()}</Label>
        <Input id={`${id}-month`} type="month" value={month} onChange={(e) => setMonth(e.target.value)} aria-invalid={!valid} />
      </div>
      {valid ? (
        <Links label={m.wallet_earnings_statement()} href={(format) => apiClient.receipts.statements.earnings.$path({ query: { month, format } })} />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {RECEIPT_MESSAGES.monthInvalid}
        </p>
      )}
    </Card>
  );
}
