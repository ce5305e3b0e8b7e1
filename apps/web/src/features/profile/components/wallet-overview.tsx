import { Plus, Receipt, Wallet } from "lucide-react";
import { toast } from "sonner";
import { PROFILE_MESSAGES } from "@expertconnect/shared/schemas/profile";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { useProfile } from "../api/get-profile.ts";

/** The wallet balance held on the profile (paise), Add Money (not yet available) and the transactions list. */
export function WalletOverview({ userId }: { userId: string }) {
  const { data: profile, isPending, isError, error, refetch } = useProfile(userId);
  return (
    <div className="space-y-5">
      <Card className="bg-primary p-5 text-primary-foreground">
        <p className="flex items-center gap-2 text-sm">
          <Wallet className="size-4" aria-hidden="true" /> Available Balance
        </p>
        {isPending ? (
          <Skeleton className="mt-2 h-10 w-32 bg-primary-foreground/20" />
        ) : isError ? (
          <ErrorRetry inline className="mt-2" message={errorMessage(error, "Your balance could not be loaded.")} onRetry={refetch} />
        ) : (
          <p className="mt-1 text-4xl font-bold" data-testid="wallet-balance">
            {formatPaise(profile.wallet_balance_paise)}
          </p>
        )}
        <Button variant="secondary" className="mt-4" onClick={() => toast.info(PROFILE_MESSAGES.comingSoon)}>
          <Plus aria-hidden="true" /> Add Money
        </Button>
      </Card>
      <section aria-labelledby="transactions-heading" className="space-y-3">
        <h2 id="transactions-heading" className="text-lg font-semibold">
          Transactions
        </h2>
        <EmptyState icon={<Receipt />} title="No transactions yet" description="Payments, refunds and top-ups will appear here." />
      </section>
    </div>
  );
}
