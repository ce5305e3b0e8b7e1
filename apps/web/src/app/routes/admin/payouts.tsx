import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { HoldPayoutsForm } from "@/features/admin/components/hold-payouts-form.tsx";
import { PayoutQueue } from "@/features/admin/components/payout-queue.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section className="space-y-4">
        <PageHeader title="Payouts" description="Money paid out to experts, with totals by state; hold an expert's payouts or lift a hold." />
        <AdminNav />
        <HoldPayoutsForm />
        <PayoutQueue />
      </section>
    </AdminGate>
  );
}
