import { UserX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";

/** A missing expert says so and offers the way back (docs/product.md#expert-detail). */
export function ExpertNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
      <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
      <PageHeader title="Expert not found" description="This expert may have been removed, or the link is wrong." />
      <Button asChild>
        <Link to="/explore">Back to Explore</Link>
      </Button>
    </div>
  );
}
