import { FlaskConical } from "lucide-react";
import { Link } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { useTopUpOrder, useWallet } from "../api/wallet.ts";
import { RazorpayCheckout } from "./razorpay-checkout.tsx";
import { TestCheckoutForm } from "./test-checkout-form.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * Paying one top-up order: the test provider's own page ("Test payment — no real money") or
 * Razorpay Checkout, as the server is configured.
 */
export function CheckoutView({ userId, orderId, backTo, onPaid, onFailed }: {
  userId: string;
  orderId: string;
  backTo: string;
  onPaid: (amountPaise: number) => void;
  onFailed: () => void;
}) {
  useLocale();
  const wallet = useWallet(userId);
  const order = useTopUpOrder(orderId);
  if (wallet.isPending || order.isPending) return <Skeleton className="h-64 w-full" />;
  if (order.isError || wallet.isError) {
    const error = order.error ?? wallet.error;
    return <ErrorRetry message={errorMessage(error, m.wallet_checkout_failed())} onRetry={() => void Promise.all([order.refetch(), wallet.refetch()])} />;
  }
  const o = order.data;
  const provider = wallet.data.provider;
  const test = provider?.name === "test";
  return (
    <Card className="space-y-5 p-5">
      {test ? (
        <p role="note" className="flex items-center gap-2 rounded-lg bg-yellow-100 p-3 text-sm font-semibold text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100">
          <FlaskConical className="size-4" aria-hidden="true" /> {m.wallet_test_payment_note()}
        </p>
      ) : null}
      <div>
        <p className="text-sm text-muted-foreground">{m.wallet_add_to_wallet()}</p>
        <p className="text-3xl font-bold">{formatPaise(o.amountPaise)}</p>
      </div>
      {o.status === "paid" ? (
        <p role="status">{m.wallet_already_paid()}</p>
      ) : test ? (
        <TestCheckoutForm order={o} onPaid={() => onPaid(o.amountPaise)} onFailed={onFailed} />
      ) : provider?.keyId ? (
        <RazorpayCheckout order={o} keyId={provider.keyId} onPaid={() => onPaid(o.amountPaise)} onFailed={onFailed} onCancel={() => undefined} />
      ) : (
        <p role="status">{m.wallet_payments_off()}</p>
      )}
      <Link to={backTo} className="block text-center text-sm text-primary underline">
        {m.wallet_cancel_back()}
      </Link>
    </Card>
  );
}
