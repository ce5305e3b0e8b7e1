import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { confirmTopUp } from "../api/wallet.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Razorpay Checkout's script: loaded on the checkout page only, and only with Razorpay configured. */
const SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error("Razorpay did not load"));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Razorpay could not be reached"));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for the order; its handler's values are confirmed on our server. */
export function RazorpayCheckout({ order, keyId, onPaid, onFailed, onCancel }: {
  order: { providerOrderId: string; amountPaise: number };
  keyId: string;
  onPaid: () => void;
  onFailed: () => void;
  onCancel: () => void;
}) {
  useLocale();
  const [ready, setReady] = useState(false);
  const ctor = useRef<RazorpayConstructor | null>(null);
  useEffect(() => {
    loadRazorpay().then(
      (c) => {
        ctor.current = c;
        setReady(true);
      },
      () => toast.error(m.wallet_razorpay_load_failed()),
    );
  }, []);
  const open = () => {
    if (!ctor.current) return;
    const checkout = new ctor.current({
      key: keyId,
      order_id: order.providerOrderId,
      amount: order.amountPaise,
      currency: "INR",
      name: "ExpertConnect",
      description: m.wallet_razorpay_description(),
      handler: (res: RazorpayResponse) => {
        confirmTopUp({ orderId: res.razorpay_order_id, paymentId: res.razorpay_payment_id, signature: res.razorpay_signature }).then(onPaid, (err: unknown) =>
          toast.error(errorMessage(err, m.wallet_not_verified())),
        );
      },
      modal: { ondismiss: onCancel },
    });
    checkout.on("payment.failed", onFailed);
    checkout.open();
  };
  return (
    <Button size="lg" className="w-full" disabled={!ready} onClick={open}>
      {ready ? m.wallet_pay_razorpay() : m.wallet_loading_payment_page()}
    </Button>
  );
}
