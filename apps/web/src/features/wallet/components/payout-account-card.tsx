import { Landmark } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { PAYOUT_MIN_RUPEES } from "@expertconnect/shared/messages/payouts";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { usePayoutAccount, useSetAutoPayouts } from "../api/payout-account.ts";
import { m } from "@/paraglide/messages.js";
import { formatDateTime, useLocale } from "@/lib/i18n.tsx";

/** "Automatic weekly payouts" (docs/product.md#automatic-weekly-payouts): saved at once, confirmed with a toast. */
function AutoPayoutsSwitch({ userId, checked }: { userId: string; checked: boolean }) {
  const save = useSetAutoPayouts(userId);
  return (
    <LabelledSwitch
      label={m.wallet_auto_label()}
      description={m.wallet_auto_description({ min: PAYOUT_MIN_RUPEES })}
      checked={checked}
      disabled={save.isPending}
      onCheckedChange={(on) =>
        save.mutate(on, {
          onSuccess: () => toast.success(on ? m.wallet_auto_on() : m.wallet_auto_off()),
          onError: (err) => toast.error(errorMessage(err, m.wallet_auto_failed())),
        })
      }
    />
  );
}

// The form and its validation (zod) load when Add or Change is pressed, not with the Wallet page.
const PayoutAccountForm = lazy(() => import("./payout-account-form.tsx").then((module) => ({ default: module.PayoutAccountForm })));

/**
 * Where the expert is paid (docs/product.md#payout-account): the account, masked, and from when it
 * can be paid; Add or Change opens the form.
 */
export function PayoutAccountCard({ userId }: { userId: string }) {
  const { locale } = useLocale();
  const { data, isPending, isError, error, refetch } = usePayoutAccount(userId);
  const [editing, setEditing] = useState(false);
  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (isError) return <ErrorRetry message={errorMessage(error, m.wallet_payout_account_failed())} onRetry={refetch} />;
  const { account, coolingHours, testLabel } = data;
  return (
    <Card className="space-y-3 p-4" aria-labelledby="payout-account-heading" role="region">
      <h3 id="payout-account-heading" className="flex items-center gap-1.5 font-semibold">
        <Landmark className="size-4" aria-hidden="true" /> {m.wallet_payout_account()}
      </h3>
      {testLabel ? <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{testLabel}</p> : null}
      {account ? (
        <div className="text-sm">
          <p data-testid="payout-account">
            {account.method === "bank" ? `${account.holderName} · ${account.accountNumber} · ${account.ifsc}` : m.wallet_payout_upi({ id: account.upiId ?? "" })}
          </p>
          <p className="text-muted-foreground">
            {account.payable ? m.wallet_payable() : m.wallet_payable_from({ when: formatDateTime(account.payableFrom, locale) })}
          </p>
          <AutoPayoutsSwitch userId={userId} checked={account.autoPayouts} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{m.wallet_no_account({ hours: coolingHours })}</p>
      )}
      {editing ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PayoutAccountForm userId={userId} onSaved={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {account ? m.wallet_change_account() : m.wallet_add_account()}
        </Button>
      )}
    </Card>
  );
}
