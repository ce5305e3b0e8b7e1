/** The checkout of one top-up; once paid, what the payer came for (the wallet, or a booking) follows. */
import { useNavigate, useParams } from "react-router";
import { toast } from "@/lib/toast.ts";
import { BOOKING_MESSAGES } from "@expertconnect/shared/schemas/bookings";
import { WALLET_MESSAGES } from "@expertconnect/shared/messages/wallet";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { createBooking } from "@/features/bookings/api/create-booking.ts";
import { useInvalidateMoney } from "@/features/wallet/api/wallet.ts";
import { CheckoutView } from "@/features/wallet/components/checkout-view.tsx";
import { forgetAfterTopUp, readAfterTopUp } from "@/features/wallet/lib/after-top-up.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";

export function Component() {
  const { orderId = "" } = useParams();
  const navigate = useNavigate();
  const refresh = useInvalidateMoney();
  const after = readAfterTopUp(orderId);

  const paid = async (amountPaise: number) => {
    forgetAfterTopUp(orderId);
    const added = `${formatPaise(amountPaise)} added to your wallet.`;
    if (after.book) {
      try {
        await createBooking(after.book);
        toast.success(`${added} ${BOOKING_MESSAGES.success}`);
        await refresh();
        void navigate("/bookings", { replace: true });
      } catch (err) {
        toast.error(`${added} ${errorMessage(err, BOOKING_MESSAGES.failed)}`);
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
    toast.error(WALLET_MESSAGES.paymentFailed);
    void refresh();
    void navigate(after.returnTo, { replace: true });
  };

  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Add Money" />
      <RequireUser description="Sign in to pay.">
        {(user) => <CheckoutView userId={user.id} orderId={orderId} backTo={after.returnTo} onPaid={(p) => void paid(p)} onFailed={failed} />}
      </RequireUser>
    </div>
  );
}
