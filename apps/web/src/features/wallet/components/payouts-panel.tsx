import { Send } from "lucide-react";
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PAYOUT_MIN_RUPEES } from "@expertconnect/shared/messages/payouts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { formatPaise } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { walletKeys } from "../api/keys.ts";
import { usePayouts, useRequestPayout, type Payout } from "../api/payouts.ts";
import { m } from "@/paraglide/messages.js";
import { formatDateTime, useLocale } from "@/lib/i18n.tsx";

const STATUS_TONE: Record<Payout["status"], string> = {
  requested: "text-muted-foreground",
  processing: "text-muted-foreground",
  paid: "text-green-700 dark:text-green-400",
  failed: "text-red-700 dark:text-red-400",
  reversed: "text-red-700 dark:text-red-400",
};

/** Each payout state in words. */
const STATUS_WORDS: Record<Payout["status"], () => string> = {
  requested: m.wallet_payout_requested_status,
  processing: m.wallet_payout_processing,
  paid: m.wallet_payout_paid,
  failed: m.wallet_payout_failed_status,
  reversed: m.wallet_payout_reversed,
};

function PayoutRow({ p }: { p: Payout }) {
  const { locale } = useLocale();
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{m.wallet_payout_to({ destination: p.destination })}</p>
        <p className={cn("text-sm", STATUS_TONE[p.status])} data-testid="payout-status">
          {STATUS_WORDS[p.status]()}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={p.requestedAt}>
            {formatDateTime(p.requestedAt, locale)}
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
  useLocale();
  const list = usePayouts(userId);
  const request = useRequestPayout(userId);
  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: ({ payout }) => toast.success(m.wallet_payout_requested({ amount: formatPaise(payout.amountPaise) })),
      onError: (err) => toast.error(errorMessage(err, m.wallet_payout_failed())),
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
        <Send className="size-4" aria-hidden="true" /> {m.wallet_payouts()}
      </h3>
      <p className="text-sm text-muted-foreground">
        {m.wallet_payouts_text({ min: PAYOUT_MIN_RUPEES })}
      </p>
      <NetworkButton onClick={onRequest} disabled={request.isPending}>
        {m.wallet_request_payout({ amount: formatPaise(availablePaise) })}
      </NetworkButton>
      {list.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.isError ? (
        <ErrorRetry message={errorMessage(list.error, m.wallet_payouts_failed())} onRetry={list.refetch} />
      ) : payouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.wallet_no_payouts()}</p>
      ) : (
        <>
          <ul className="divide-y" aria-label={m.wallet_your_payouts()}>
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
