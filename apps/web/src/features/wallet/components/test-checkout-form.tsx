import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { TEST_PAYMENT_METHODS, type TestPaymentMethod } from "@expertconnect/shared/schemas/wallet";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { confirmTopUp, payTestCheckout } from "../api/wallet.ts";

const METHOD_LABELS: Record<TestPaymentMethod, string> = { upi: "UPI", card: "Card", netbanking: "Net banking" };

function Choice<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly T[]; value: T; onChange: (v: T) => void; }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {option in METHOD_LABELS ? METHOD_LABELS[option as TestPaymentMethod] : option === "success" ? "Success" : "Failure"}
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
      toast.error(errorMessage(err, "The payment could not be completed. Please try again."));
      setBusy(false);
    }
  };
  return (
    <form method="post" onSubmit={(event) => void pay(event)} className="space-y-4" aria-label="Test payment">
      <Choice legend="Pay with" name="method" options={TEST_PAYMENT_METHODS} value={method} onChange={setMethod} />
      <Choice legend="Outcome" name="outcome" options={["success", "failure"] as const} value={outcome} onChange={setOutcome} />
      <NetworkButton type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Paying..." : `Pay ${formatPaise(order.amountPaise)}`}
      </NetworkButton>
    </form>
  );
}
