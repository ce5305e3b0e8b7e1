import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { useSuspendExpert } from "../api/suspend-expert.ts";
import { useUnsuspendExpert } from "../api/unsuspend-expert.ts";
import { ExpertActionsForm, runWithToast } from "./expert-actions-form.tsx";

/**
 * Suspend or unsuspend an expert by their page's address (/expert/…) or id. A suspended expert is
 * hidden from Explore, so their id is also in the audit log's suspension row.
 */
export function SuspendExpertForm() {
  const suspend = useSuspendExpert();
  const unsuspend = useUnsuspendExpert();
  return (
    <ExpertActionsForm
      actions={(id) => (
        <>
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
            onConfirm={(reason) => runWithToast(() => suspend.mutateAsync({ id: id!, reason }), "Expert suspended", "Could not suspend the expert.")}
          />
          <ReasonDialog
            trigger="Unsuspend"
            triggerClassName="w-full"
            disabled={!id}
            title="Unsuspend this expert?"
            description="They appear in Explore again and can be booked."
            confirmLabel="Unsuspend expert"
            busyLabel="Unsuspending..."
            onConfirm={(reason) => runWithToast(() => unsuspend.mutateAsync({ id: id!, reason }), "Expert unsuspended", "Could not unsuspend the expert.")}
          />
        </>
      )}
    />
  );
}
