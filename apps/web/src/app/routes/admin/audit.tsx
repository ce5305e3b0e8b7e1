import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { AuditLog } from "@/features/admin/components/audit-log.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section>
        <PageHeader title="Audit log" description="Every admin action, newest first." />
        <AdminNav />
        <AuditLog />
      </section>
    </AdminGate>
  );
}
