import { topUpRupeesFor } from "@expertconnect/shared/booking-policy";
import { TOPUP_MIN_RUPEES } from "@expertconnect/shared/messages/wallet";
import { toast } from "@/lib/toast.ts";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise, formatRupees } from "@/lib/format.ts";
import type { AfterTopUp } from "../lib/after-top-up.ts";
import { useStartTopUp } from "../lib/use-start-top-up.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";
import { bracketed } from "@/lib/message-parts.ts";

/**
 * A booking the wallet cannot pay for: how much is missing, and "Add ₹X and book", which tops up
 * that difference (at least the smallest top-up) through the checkout, then makes the booking.
 */
export function ShortBalanceNotice({ shortByPaise, after }: { shortByPaise: number; after: AfterTopUp }) {
  useLocale();
  const start = useStartTopUp();
  const rupees = topUpRupeesFor(shortByPaise, TOPUP_MIN_RUPEES);
  const [textBefore, shortAmount, textAfter] = bracketed(m.wallet_short_by({ amount: formatPaise(shortByPaise) }));
  const go = () => start.mutateAsync({ rupees, after }).catch((err: unknown) => toast.error(errorMessage(err, m.wallet_start_failed())));
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm dark:border-yellow-800 dark:bg-yellow-950">
      <p>
        {textBefore}
        <strong>{shortAmount}</strong>
        {textAfter}
        {rupees * 100 > shortByPaise ? ` ${m.wallet_smallest_topup({ amount: formatRupees(TOPUP_MIN_RUPEES) })}` : ""}
      </p>
      <NetworkButton className="w-full" onClick={() => void go()} disabled={start.isPending}>
        {start.isPending ? m.wallet_starting() : m.wallet_add_and_book({ amount: formatRupees(rupees) })}
      </NetworkButton>
    </div>
  );
}
