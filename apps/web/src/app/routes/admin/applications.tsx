import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { ApplicationQueue } from "@/features/admin/components/application-queue.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section>
        <PageHeader title="Expert applications" description="Oldest first. Check the registration and documents before approving." />
        <AdminNav />
        <ApplicationQueue />
      </section>
    </AdminGate>
  );
}
