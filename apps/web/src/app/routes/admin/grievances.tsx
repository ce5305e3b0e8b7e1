import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { GrievanceQueue } from "@/features/admin/components/grievance-queue.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section className="space-y-4">
        <PageHeader title="Concerns" description="Concerns raised with the Grievance Officer, oldest first; each is answered and closed within 90 days." />
        <AdminNav />
        <GrievanceQueue />
      </section>
    </AdminGate>
  );
}
