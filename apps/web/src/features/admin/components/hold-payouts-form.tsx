import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { useHoldPayouts, useUnholdPayouts } from "../api/hold-payouts.ts";
import { ExpertActionsForm, runWithToast } from "./expert-actions-form.tsx";

/** Hold an expert's payouts (a reason is required) or lift the hold, by their page's address or id. */
export function HoldPayoutsForm() {
  const hold = useHoldPayouts();
  const unhold = useUnholdPayouts();
  return (
    <ExpertActionsForm
      actions={(id) => (
        <>
          <ReasonDialog
            trigger="Hold payouts"
            triggerVariant="destructive"
            triggerClassName="w-full"
            disabled={!id}
            title="Hold this expert's payouts?"
            description="They cannot request a payout until the hold is lifted; payouts already on their way go on."
            confirmLabel="Hold payouts"
            busyLabel="Holding..."
            required
            onConfirm={(reason) => runWithToast(() => hold.mutateAsync({ id: id!, reason }), "Payouts held", "Could not hold the payouts.")}
          />
          <ReasonDialog
            trigger="Lift hold"
            triggerClassName="w-full"
            disabled={!id}
            title="Lift the hold on this expert's payouts?"
            description="They can request payouts again."
            confirmLabel="Lift hold"
            busyLabel="Lifting..."
            onConfirm={(reason) => runWithToast(() => unhold.mutateAsync({ id: id!, reason }), "Payout hold lifted", "Could not lift the hold.")}
          />
        </>
      )}
    />
  );
}
