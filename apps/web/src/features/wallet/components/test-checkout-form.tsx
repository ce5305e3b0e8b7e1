import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { TEST_PAYMENT_METHODS, type TestPaymentMethod } from "@expertconnect/shared/schemas/wallet";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { confirmTopUp, payTestCheckout } from "../api/wallet.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const METHOD_LABELS: Record<TestPaymentMethod, () => string> = { upi: m.wallet_method_upi, card: m.wallet_method_card, netbanking: m.wallet_method_netbanking };

function Choice<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly T[]; value: T; onChange: (v: T) => void; }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {option in METHOD_LABELS ? METHOD_LABELS[option as TestPaymentMethod]() : option === "success" ? m.wallet_outcome_success() : m.wallet_outcome_failure()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The built-in test provider's checkout: the payer picks how they "pay" and whether it goes
 * through; a success is confirmed with the provider's signature, as Razorpay's would be.
 */
export function TestCheckoutForm({ order, onPaid, onFailed }: {
  order: { providerOrderId: string; amountPaise: number };
  onPaid: () => void;
  onFailed: () => void;
}) {
  useLocale();
  const [method, setMethod] = useState<TestPaymentMethod>("upi");
  const [outcome, setOutcome] = useState<"success" | "failure">("success");
  const [busy, setBusy] = useState(false);
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const payment = await payTestCheckout({ orderId: order.providerOrderId, method, outcome });
      if (payment.status !== "captured" || !payment.signature) return onFailed();
      await confirmTopUp({ orderId: payment.orderId, paymentId: payment.paymentId, signature: payment.signature });
      onPaid();
    } catch (err) {
      toast.error(errorMessage(err, m.wallet_pay_failed()));
      setBusy(false);
    }
  };
  return (
    <form method="post" onSubmit={(event) => void pay(event)} className="space-y-4" aria-label={m.wallet_test_payment()}>
      <Choice legend={m.wallet_pay_with()} name="method" options={TEST_PAYMENT_METHODS} value={method} onChange={setMethod} />
      <Choice legend={m.wallet_outcome()} name="outcome" options={["success", "failure"] as const} value={outcome} onChange={setOutcome} />
      <NetworkButton type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? m.wallet_paying() : m.wallet_pay({ amount: formatPaise(order.amountPaise) })}
      </NetworkButton>
    </form>
  );
}
