import { Landmark } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { AUTO_PAYOUT_MESSAGES } from "@expertconnect/shared/messages/payouts";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { usePayoutAccount, useSetAutoPayouts } from "../api/payout-account.ts";

/** "Automatic weekly payouts" (docs/product.md#automatic-weekly-payouts): saved at once, confirmed with a toast. */
function AutoPayoutsSwitch({ userId, checked }: { userId: string; checked: boolean }) {
  const save = useSetAutoPayouts(userId);
  return (
    <LabelledSwitch
      label={AUTO_PAYOUT_MESSAGES.label}
      description={AUTO_PAYOUT_MESSAGES.description}
      checked={checked}
      disabled={save.isPending}
      onCheckedChange={(on) =>
        save.mutate(on, {
          onSuccess: () => toast.success(on ? AUTO_PAYOUT_MESSAGES.on : AUTO_PAYOUT_MESSAGES.off),
          onError: (err) => toast.error(errorMessage(err, "Automatic payouts could not be changed. Please try again.")),
        })
      }
    />
  );
}

// The form and its validation (zod) load when Add or Change is pressed, not with the Wallet page.
const PayoutAccountForm = lazy(() => import("./payout-account-form.tsx").then((m) => ({ default: m.PayoutAccountForm })));

/**
 * Where the expert is paid (docs/product.md#payout-account): the account, masked, and from when it
 * can be paid; Add or Change opens the form.
 */
export function PayoutAccountCard({ userId }: { userId: string }) {
  const { data, isPending, isError, error, refetch } = usePayoutAccount(userId);
  const [editing, setEditing] = useState(false);
  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (isError) return <ErrorRetry message={errorMessage(error, "Your payout account could not be loaded.")} onRetry={refetch} />;
  const { account, coolingHours, testLabel } = data;
  return (
    <Card className="space-y-3 p-4" aria-labelledby="payout-account-heading" role="region">
      <h3 id="payout-account-heading" className="flex items-center gap-1.5 font-semibold">
        <Landmark className="size-4" aria-hidden="true" /> Payout account
      </h3>
      {testLabel ? <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{testLabel}</p> : null}
      {account ? (
        <div className="text-sm">
          <p data-testid="payout-account">
            {account.method === "bank" ? `${account.holderName} · ${account.accountNumber} · ${account.ifsc}` : `UPI ${account.upiId}`}
          </p>
          <p className="text-muted-foreground">
            {account.payable ? "Payouts go to this account." : `New account: it can be paid from ${formatBookingDate(account.payableFrom)}, ${formatBookingTime(account.payableFrom)}.`}
          </p>
          <AutoPayoutsSwitch userId={userId} checked={account.autoPayouts} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Add the bank account or UPI ID your earnings are paid to. A new account can be paid {coolingHours} hours after it is added.</p>
      )}
      {editing ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PayoutAccountForm userId={userId} onSaved={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {account ? "Change payout account" : "Add payout account"}
        </Button>
      )}
    </Card>
  );
}
