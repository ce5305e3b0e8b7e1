/** The checkout of one top-up; once paid, what the payer came for (the wallet, or a booking) follows. */
import { useNavigate, useParams } from "react-router";
import { toast } from "@/lib/toast.ts";
import { BOOKING_MESSAGES } from "@expertconnect/shared/schemas/bookings";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { createBooking } from "@/features/bookings/api/create-booking.ts";
import { useInvalidateMoney } from "@/features/wallet/api/wallet.ts";
import { CheckoutView } from "@/features/wallet/components/checkout-view.tsx";
import { forgetAfterTopUp, readAfterTopUp } from "@/features/wallet/lib/after-top-up.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  const { orderId = "" } = useParams();
  const navigate = useNavigate();
  const refresh = useInvalidateMoney();
  const after = readAfterTopUp(orderId);

  const paid = async (amountPaise: number) => {
    forgetAfterTopUp(orderId);
    const added = m.wallet_added({ amount: formatPaise(amountPaise) });
    // The money's part and the booking's part, each said by its own screen's messages.
    const both = (second: string) => [added, second].join(" ");
    if (after.book) {
      try {
        await createBooking(after.book);
        toast.success(both(BOOKING_MESSAGES.success));
        await refresh();
        void navigate("/bookings", { replace: true });
      } catch (err) {
        toast.error(both(errorMessage(err, BOOKING_MESSAGES.failed)));
        await refresh();
        void navigate(after.returnTo, { replace: true });
      }
      return;
    }
    toast.success(added);
    await refresh();
    void navigate(after.returnTo, { replace: true });
  };

  const failed = () => {
    forgetAfterTopUp(orderId);
    toast.error(m.wallet_payment_failed());
    void refresh();
    void navigate(after.returnTo, { replace: true });
  };

  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={m.wallet_add_money()} />
      <RequireUser description={m.wallet_sign_in_pay()}>
        {(user) => <CheckoutView userId={user.id} orderId={orderId} backTo={after.returnTo} onPaid={(p) => void paid(p)} onFailed={failed} />}
      </RequireUser>
    </div>
  );
}
