import { Send } from "lucide-react";
import type { PayoutStatusName } from "@expertconnect/shared/messages/payouts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime, formatPaise } from "@/lib/format.ts";
import { usePayoutQueue } from "../api/get-payouts.ts";

const SHORT: Record<PayoutStatusName, string> = {
  requested: "Requested",
  processing: "Processing",
  paid: "Paid",
  failed: "Failed",
  reversed: "Reversed",
};

/** Every payout, newest first, under the totals by state (docs/product.md#payouts-queue). */
export function PayoutQueue() {
  const query = usePayoutQueue();
  if (query.isPending) return <Skeleton className="h-60 w-full" aria-label="Loading the payouts" />;
  if (query.isError) {
    return <ErrorRetry title="Could not load the payouts" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  const totals = query.data.pages[0]?.totals ?? [];
  const payouts = query.data.pages.flatMap((p) => p.payouts);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Totals by state">
        {totals.map((t) => (
          <Card key={t.status} className="p-3">
            <dt className="text-sm text-muted-foreground">{SHORT[t.status]}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`payout-total-${t.status}`}>
              {formatPaise(t.amountPaise)} · {t.count}
            </dd>
          </Card>
        ))}
      </dl>
      {payouts.length === 0 ? (
        <EmptyState icon={<Send />} title="No payouts yet" />
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label="Payouts">
            {payouts.map((p) => (
              <li key={p.id} className="space-y-0.5 border-b px-4 py-3 text-sm last:border-b-0">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">{p.expertName ?? "Former expert"}</span>
                  <span className="font-semibold tabular-nums">{formatPaise(p.amountPaise)}</span>
                </p>
                <p className="text-muted-foreground">
                  {SHORT[p.status]} · to {p.destination}
                  {p.held ? " · payouts on hold" : ""} ·{" "}
                  <time dateTime={p.requestedAt}>
                    {formatBookingDate(p.requestedAt)} {formatBookingTime(p.requestedAt)}
                  </time>
                </p>
                {p.expertId ? <p className="break-all text-xs text-muted-foreground">Expert id {p.expertId}</p> : null}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </div>
  );
}
