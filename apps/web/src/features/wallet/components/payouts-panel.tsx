import { Send } from "lucide-react";
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PAYOUT_MIN_RUPEES, PAYOUT_STATUS_WORDS } from "@expertconnect/shared/messages/payouts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { formatBookingDate, formatBookingTime, formatPaise } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { walletKeys } from "../api/keys.ts";
import { usePayouts, useRequestPayout, type Payout } from "../api/payouts.ts";

const STATUS_TONE: Record<Payout["status"], string> = {
  requested: "text-muted-foreground",
  processing: "text-muted-foreground",
  paid: "text-green-700 dark:text-green-400",
  failed: "text-red-700 dark:text-red-400",
  reversed: "text-red-700 dark:text-red-400",
};

function PayoutRow({ p }: { p: Payout }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">To {p.destination}</p>
        <p className={cn("text-sm", STATUS_TONE[p.status])} data-testid="payout-status">
          {PAYOUT_STATUS_WORDS[p.status]}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={p.requestedAt}>
            {formatBookingDate(p.requestedAt)}, {formatBookingTime(p.requestedAt)}
          </time>
        </p>
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatPaise(p.amountPaise)}</p>
    </li>
  );
}

/**
 * Money out (docs/product.md#payouts): "Request payout" of everything available, and the expert's
 * payouts with their states. The server decides whether a payout can be made and says why not.
 */
export function PayoutsPanel({ userId, availablePaise }: { userId: string; availablePaise: number }) {
  const list = usePayouts(userId);
  const request = useRequestPayout(userId);
  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: ({ payout }) => toast.success(`Payout of ${formatPaise(payout.amountPaise)} requested`),
      onError: (err) => toast.error(errorMessage(err, "The payout could not be requested. Please try again.")),
    });
  const payouts = list.data?.pages.flatMap((page) => page.payouts) ?? [];
  // When a payout settles, the balances above change too.
  const settled = payouts.filter((p) => p.status !== "requested" && p.status !== "processing").length;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: walletKeys.summary(userId) });
  }, [settled, userId, queryClient]);
  return (
    <Card className="space-y-3 p-4" role="region" aria-labelledby="payouts-heading">
      <h3 id="payouts-heading" className="flex items-center gap-1.5 font-semibold">
        <Send className="size-4" aria-hidden="true" /> Payouts
      </h3>
      <p className="text-sm text-muted-foreground">
        A payout sends everything available to your payout account. The least is ₹{PAYOUT_MIN_RUPEES}.
      </p>
      <NetworkButton onClick={onRequest} disabled={request.isPending}>
        Request payout of {formatPaise(availablePaise)}
      </NetworkButton>
      {list.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.isError ? (
        <ErrorRetry message={errorMessage(list.error, "Your payouts could not be loaded.")} onRetry={list.refetch} />
      ) : payouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payouts yet.</p>
      ) : (
        <>
          <ul className="divide-y" aria-label="Your payouts">
            {payouts.map((p) => (
              <PayoutRow key={p.id} p={p} />
            ))}
          </ul>
          <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
        </>
      )}
    </Card>
  );
}
