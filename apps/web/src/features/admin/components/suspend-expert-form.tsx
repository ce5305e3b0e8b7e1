import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useSuspendExpert } from "../api/suspend-expert.ts";
import { useUnsuspendExpert } from "../api/unsuspend-expert.ts";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Suspend or unsuspend an expert by their page's address (/expert/…) or id. A suspended expert is
 * hidden from Explore, so their id is also in the audit log's suspension row.
 */
export function SuspendExpertForm() {
  const [value, setValue] = useState("");
  const id = UUID.exec(value)?.[0]?.toLowerCase() ?? null;
  const suspend = useSuspendExpert();
  const unsuspend = useUnsuspendExpert();
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
          trigger="Suspend"
          triggerVariant="destructive"
          triggerClassName="w-full"
          disabled={!id}
          title="Suspend this expert?"
          description="They are hidden from Explore and take no new bookings; existing bookings stay."
          confirmLabel="Suspend expert"
          busyLabel="Suspending..."
          required
          onConfirm={(reason) => act(() => suspend.mutateAsync({ id: id!, reason }), "Expert suspended", "Could not suspend the expert.")()}
        />
        <ReasonDialog
          trigger="Unsuspend"
          triggerClassName="w-full"
          disabled={!id}
          title="Unsuspend this expert?"
          description="They appear in Explore again and can be booked."
          confirmLabel="Unsuspend expert"
          busyLabel="Unsuspending..."
          onConfirm={(reason) => act(() => unsuspend.mutateAsync({ id: id!, reason }), "Expert unsuspended", "Could not unsuspend the expert.")()}
        />
      </div>
    </Card>
  );
}
