import { Banknote, Hourglass } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { useWallet } from "../api/wallet.ts";
import { TransactionList } from "./transaction-list.tsx";

/**
 * An expert's earnings, for the expert's dashboard to compose: fees released to them (less
 * commission) and fees still held for bookings yet to happen, then the earnings ledger.
 */
export function EarningsSummary({ userId, showLedger = true }: { userId: string; showLedger?: boolean }) {
  const { data, isPending, isError, error, refetch } = useWallet(userId);
  return (
    <section aria-labelledby="earnings-heading" className="space-y-3">
      <h2 id="earnings-heading" className="text-lg font-semibold">
        Earnings
      </h2>
      {isError ? (
        <ErrorRetry message={errorMessage(error, "Your earnings could not be loaded.")} onRetry={refetch} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Card className="p-4">
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Banknote className="size-4" aria-hidden="true" /> Earned
            </p>
            {isPending ? <Skeleton className="mt-1 h-7 w-24" /> : <p className="mt-1 text-2xl font-bold" data-testid="earnings-released">{formatPaise(data.earningsPaise)}</p>}
          </Card>
          <Card className="p-4">
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Hourglass className="size-4" aria-hidden="true" /> Held for upcoming bookings
            </p>
            {isPending ? <Skeleton className="mt-1 h-7 w-24" /> : <p className="mt-1 text-2xl font-bold" data-testid="earnings-held">{formatPaise(data.earningsHeldPaise)}</p>}
          </Card>
        </div>
      )}
      {showLedger ? <TransactionList userId={userId} account="earnings" emptyText="Fees paid to you for consultations will appear here." /> : null}
    </section>
  );
}
