import { topUpRupeesFor } from "@expertconnect/shared/booking-policy";
import { TOPUP_MIN_RUPEES } from "@expertconnect/shared/messages/wallet";
import { toast } from "@/lib/toast.ts";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise, formatRupees } from "@/lib/format.ts";
import type { AfterTopUp } from "../lib/after-top-up.ts";
import { useStartTopUp } from "../lib/use-start-top-up.ts";

/**
 * A booking the wallet cannot pay for: how much is missing, and "Add ₹X and book", which tops up
 * that difference (at least the smallest top-up) through the checkout, then makes the booking.
 */
export function ShortBalanceNotice({ shortByPaise, after }: { shortByPaise: number; after: AfterTopUp }) {
  const start = useStartTopUp();
  const rupees = topUpRupeesFor(shortByPaise, TOPUP_MIN_RUPEES);
  const go = () => start.mutateAsync({ rupees, after }).catch((err: unknown) => toast.error(errorMessage(err, "The payment could not be started. Please try again.")));
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm dark:border-yellow-800 dark:bg-yellow-950">
      <p>
        Your wallet is short by <strong>{formatPaise(shortByPaise)}</strong> for this booking.
        {rupees * 100 > shortByPaise ? ` The smallest top-up is ${formatRupees(TOPUP_MIN_RUPEES)}.` : ""}
      </p>
      <NetworkButton className="w-full" onClick={() => void go()} disabled={start.isPending}>
        {start.isPending ? "Starting payment..." : `Add ${formatRupees(rupees)} and book`}
      </NetworkButton>
    </div>
  );
}
