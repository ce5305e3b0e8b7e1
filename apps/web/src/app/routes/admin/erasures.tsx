import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { PendingErasures } from "@/features/admin/components/pending-erasures.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section className="space-y-4">
        <PageHeader title="Pending erasures" description="Accounts whose owners confirmed their deletion, with the date the erasure runs. Only the owner can cancel." />
        <AdminNav />
        <PendingErasures />
      </section>
    </AdminGate>
  );
}
