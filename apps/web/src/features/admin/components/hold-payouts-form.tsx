import { useState } from "react";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useHoldPayouts, useUnholdPayouts } from "../api/hold-payouts.ts";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Hold an expert's payouts (a reason is required) or lift the hold, by their page's address or id. */
export function HoldPayoutsForm() {
  const [value, setValue] = useState("");
  const id = UUID.exec(value)?.[0]?.toLowerCase() ?? null;
  const hold = useHoldPayouts();
  const unhold = useUnholdPayouts();
  const act = (run: () => Promise<unknown>, done: string, failed: string) => async () => {
    try {
      await run();
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, failed));
      return false;
    }
  };
  return (
    <Card className="space-y-4 p-4">
      <FormField
        label="Expert page address or id"
        hint="Paste the address of the expert's page, e.g. /expert/…, or their id."
        error={value && !id ? "That is not an expert's address or id." : undefined}
      >
        {(props) => <Input {...props} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
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
          onConfirm={(reason) => act(() => hold.mutateAsync({ id: id!, reason }), "Payouts held", "Could not hold the payouts.")()}
        />
        <ReasonDialog
          trigger="Lift hold"
          triggerClassName="w-full"
          disabled={!id}
          title="Lift the hold on this expert's payouts?"
          description="They can request payouts again."
          confirmLabel="Lift hold"
          busyLabel="Lifting..."
          onConfirm={(reason) => act(() => unhold.mutateAsync({ id: id!, reason }), "Payout hold lifted", "Could not lift the hold.")()}
        />
      </div>
    </Card>
  );
}
