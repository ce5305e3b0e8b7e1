import { Banknote, CircleCheck, Clock, Hourglass, Send } from "lucide-react";
import type { ReactNode } from "react";
import { SETTLEMENT_DELAY_HOURS } from "@expertconnect/shared/booking-policy";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { useWallet } from "../api/wallet.ts";
import { PayoutAccountCard } from "./payout-account-card.tsx";
import { PayoutsPanel } from "./payouts-panel.tsx";
import { EarningsStatementCard } from "./statement-downloads.tsx";
import { TransactionList } from "./transaction-list.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

function Figure({ icon, label, paise, testId }: { icon: ReactNode; label: string; paise: number | undefined; testId: string }) {
  return (
    <Card className="p-4">
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {icon} {label}
      </p>
      {paise === undefined ? (
        <Skeleton className="mt-1 h-7 w-24" />
      ) : (
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
          {formatPaise(paise)}
        </p>
      )}
    </Card>
  );
}

/**
 * An expert's earnings, for the expert's dashboard to compose (docs/product.md#wallet): fees released
 * to them less commission, pending for the settlement delay and then available, fees still held for
 * bookings yet to happen, what is on its way to their account and what was paid out; the payout
 * account, the payouts, then the earnings ledger.
 */
export function EarningsSummary({ userId, showLedger = true }: { userId: string; showLedger?: boolean }) {
  useLocale();
  const { data, isError, error, refetch } = useWallet(userId);
  return (
    <section aria-labelledby="earnings-heading" className="space-y-3">
      <h2 id="earnings-heading" className="text-lg font-semibold">
        {m.wallet_earnings()}
      </h2>
      {isError ? (
        <ErrorRetry message={errorMessage(error, m.wallet_earnings_failed())} onRetry={refetch} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Figure icon={<Banknote className="size-4" aria-hidden="true" />} label={m.wallet_figure_available()} paise={data?.earningsAvailablePaise} testId="earnings-available" />
            <Figure icon={<Clock className="size-4" aria-hidden="true" />} label={m.wallet_figure_pending()} paise={data?.earningsPendingPaise} testId="earnings-pending" />
            <Figure icon={<Hourglass className="size-4" aria-hidden="true" />} label={m.wallet_figure_held()} paise={data?.earningsHeldPaise} testId="earnings-held" />
            <Figure icon={<Send className="size-4" aria-hidden="true" />} label={m.wallet_figure_in_payout()} paise={data?.payoutInFlightPaise} testId="earnings-in-payout" />
            <Figure icon={<CircleCheck className="size-4" aria-hidden="true" />} label={m.wallet_figure_paid_out()} paise={data?.paidOutPaise} testId="earnings-paid-out" />
          </div>
          <p className="text-sm text-muted-foreground">
            {m.wallet_settlement_note({ hours: SETTLEMENT_DELAY_HOURS })}
          </p>
        </>
      )}
      {data ? <PayoutAccountCard userId={userId} /> : null}
      {data ? <EarningsStatementCard /> : null}
      {data ? <PayoutsPanel userId={userId} availablePaise={data.earningsAvailablePaise} /> : null}
      {showLedger ? <TransactionList userId={userId} account="earnings" emptyText={m.wallet_earnings_empty()} /> : null}
    </section>
  );
}
