import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { SuspendExpertForm } from "@/features/admin/components/suspend-expert-form.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section>
        <PageHeader title="Experts" description="Suspend an expert (hidden from Explore, no new bookings) or lift a suspension." />
        <AdminNav />
        <SuspendExpertForm />
      </section>
    </AdminGate>
  );
}
