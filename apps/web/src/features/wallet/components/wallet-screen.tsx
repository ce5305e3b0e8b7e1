import { Plus, Wallet } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { useWallet } from "../api/wallet.ts";
import { EarningsSummary } from "./earnings-summary.tsx";
import { WalletStatementCard } from "./statement-downloads.tsx";
import { TransactionList } from "./transaction-list.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

// The form and its validation (zod, react-hook-form: about 40 KB) load when Add Money is pressed.
const AddMoneyForm = lazy(() => import("./add-money-form.tsx").then((module) => ({ default: module.AddMoneyForm })));

/** The wallet: the ledger's balance, Add Money and the transactions. */
export function WalletScreen({ userId }: { userId: string }) {
  useLocale();
  const { data: wallet, isPending, isError, error, refetch } = useWallet(userId);
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-5">
      <Card tone="primary" className="p-5">
        <p className="flex items-center gap-2 text-sm">
          <Wallet className="size-4" aria-hidden="true" /> {m.wallet_available_balance()}
        </p>
        {isPending ? (
          <Skeleton onPrimary className="mt-2 h-10 w-32" />
        ) : isError ? (
          <ErrorRetry inline className="mt-2" message={errorMessage(error, m.wallet_balance_failed())} onRetry={refetch} />
        ) : (
          <p className="mt-1 text-4xl font-bold" data-testid="wallet-balance">
            {formatPaise(wallet.balancePaise)}
          </p>
        )}
        {wallet && !wallet.provider ? (
          <p role="note" className="mt-4 text-sm">
            {m.wallet_payments_off()}
          </p>
        ) : !adding ? (
          <Button variant="secondary" className="mt-4" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> {m.wallet_add_money()}
          </Button>
        ) : null}
      </Card>
      {adding ? (
        <Card className="p-4">
          <h2 className="mb-3 text-lg font-semibold">{m.wallet_add_money()}</h2>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <AddMoneyForm />
          </Suspense>
        </Card>
      ) : null}
      <section aria-labelledby="transactions-heading" className="space-y-3">
        <h2 id="transactions-heading" className="text-lg font-semibold">
          {m.wallet_transactions()}
        </h2>
        <TransactionList userId={userId} />
      </section>
      <section aria-labelledby="statements-heading" className="space-y-3">
        <h2 id="statements-heading" className="text-lg font-semibold">
          {m.wallet_statements()}
        </h2>
        <WalletStatementCard />
      </section>
      {/* An expert's earnings are a separate account: shown once there are any. */}
      {wallet && (wallet.earningsPaise > 0 || wallet.earningsHeldPaise > 0 || wallet.payoutInFlightPaise > 0 || wallet.paidOutPaise > 0) ? <EarningsSummary userId={userId} /> : null}
    </div>
  );
}
