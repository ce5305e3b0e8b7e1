import { FileDown, Receipt } from "lucide-react";
import { DownloadLink } from "@/components/download-link.tsx";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { apiClient, errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { cn } from "@/lib/cn.ts";
import { useTransactions, type Account, type Transaction } from "../api/wallet.ts";
import { transactionWords } from "../lib/transaction-words.ts";
import { m } from "@/paraglide/messages.js";
import { formatDateTime, formatShortDate, formatTime, useLocale } from "@/lib/i18n.tsx";

/** A fee earned: the client's fee and the platform's commission as lines of their own, and when it is available. */
function EarningLines({ earning }: { earning: NonNullable<Transaction["earning"]> }) {
  const { locale } = useLocale();
  return (
    <dl className="mt-0.5 grid grid-cols-[auto_auto] justify-start gap-x-2 text-sm text-muted-foreground">
      <dt>{m.wallet_consultation_fee()}</dt>
      <dd className="tabular-nums">{formatPaise(earning.feePaise)}</dd>
      <dt>{m.wallet_platform_commission()}</dt>
      <dd className="tabular-nums">−{formatPaise(earning.commissionPaise)}</dd>
      <dt>{earning.pending ? m.wallet_available_from() : m.wallet_available_since()}</dt>
      <dd>
        <time dateTime={earning.availableAt}>{formatDateTime(earning.availableAt, locale)}</time>
      </dd>
    </dl>
  );
}

function Row({ t }: { t: Transaction }) {
  const { locale } = useLocale();
  const credit = t.amountPaise > 0;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{transactionWords(t.kind)}</p>
        {t.booking ? (
          <p className="text-sm text-muted-foreground">
            {m.wallet_booking_with({ name: t.booking.expertName, when: `${formatShortDate(t.booking.scheduledAt, locale)} ${formatTime(t.booking.scheduledAt, locale)}` })}
          </p>
        ) : null}
        {t.earning ? <EarningLines earning={t.earning} /> : null}
        {t.kind === "topup" && t.paymentOrderId ? (
          <DownloadLink
            href={apiClient.receipts["top-ups"][":orderId"].pdf.$path({ param: { orderId: t.paymentOrderId } })}
            failedMessage={m.wallet_download_failed()}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileDown className="size-4" aria-hidden="true" /> {m.wallet_download_receipt()}
          </DownloadLink>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={t.createdAt}>{formatDateTime(t.createdAt, locale)}</time>
        </p>
      </div>
      <p className={cn("shrink-0 font-semibold tabular-nums", credit ? "text-green-700 dark:text-green-400" : "text-foreground")}>
        {credit ? "+" : "−"}
        {formatPaise(Math.abs(t.amountPaise))}
      </p>
    </li>
  );
}

/** One account's ledger entries, newest first, with Load more. */
export function TransactionList({ userId, account = "main", emptyText }: { userId: string; account?: Account; emptyText?: string }) {
  useLocale();
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useTransactions(userId, account);
  if (isPending) {
    return (
      <Card className="space-y-3 p-4" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
  }
  if (isError) return <ErrorRetry message={errorMessage(error, m.wallet_transactions_failed())} onRetry={refetch} />;
  const items = data.pages.flatMap((p) => p.transactions);
  if (!items.length) {
    return <EmptyState icon={<Receipt />} title={m.wallet_no_transactions()} description={emptyText ?? m.wallet_no_transactions_text()} />;
  }
  return (
    <Card className="px-4">
      <ul className="divide-y divide-border" aria-label={account === "earnings" ? m.wallet_earnings() : m.wallet_transactions()}>
        {items.map((t) => (
          <Row key={t.id} t={t} />
        ))}
      </ul>
      <div className="pb-3">
        <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
      </div>
    </Card>
  );
}
