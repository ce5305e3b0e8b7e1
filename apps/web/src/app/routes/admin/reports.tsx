import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { AdminNav } from "@/features/admin/components/admin-nav.tsx";
import { ReportQueue } from "@/features/admin/components/report-queue.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  return (
    <AdminGate>
      <section>
        <PageHeader title={MODERATION_MESSAGES.queueTitle} description="Reported posts, videos, comments, doubts, answers and profiles: hide or restore, warn or suspend the author, or dismiss." />
        <AdminNav />
        <ReportQueue />
      </section>
    </AdminGate>
  );
}
