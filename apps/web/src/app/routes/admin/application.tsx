import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ApplicationReview } from "@/features/admin/components/application-review.tsx";
import { AdminGate } from "./admin-gate.tsx";

export function Component() {
  const { id = "" } = useParams();
  return (
    <AdminGate>
      <section>
        <PageHeader
          title="Review application"
          actions={
            <Link to="/admin/applications" className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline">
              All applications
            </Link>
          }
        />
        <ApplicationReview key={id} id={id} />
      </section>
    </AdminGate>
  );
}
