import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatBookingDate } from "@/lib/format.ts";
import type { MyApplication } from "../api/get-my-application.ts";

/** Where the user's latest application stands: waiting, rejected with the admin's reason, or approved. */
export function ApplicationStatus({ application, onApplyAgain }: { application: MyApplication; onApplyAgain: () => void }) {
  const term = CATEGORY_CONFIG[application.category as Category]?.expertTerm ?? "Expert";
  if (application.status === "approved") {
    return (
      <Card className="space-y-3 p-4" role="status">
        <p className="flex items-center gap-2 font-semibold text-green-700 dark:text-green-400">
          <CircleCheck className="size-5" aria-hidden="true" /> Approved — you are a verified {term.toLowerCase()}
        </p>
        <p className="text-sm text-muted-foreground">Set your hours and manage your bookings in Consultation mode.</p>
        <Button asChild>
          <Link to="/consultation-mode">Go to Consultation mode</Link>
        </Button>
      </Card>
    );
  }
  if (application.status === "rejected") {
    return (
      <Card className="space-y-3 p-4" role="status">
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <CircleX className="size-5" aria-hidden="true" /> Your application was not approved
        </p>
        {application.rejectionReason ? (
          <p className="text-sm">
            <span className="font-medium">Reason: </span>
            {application.rejectionReason}
          </p>
        ) : null}
        <Button onClick={onApplyAgain}>Apply again</Button>
      </Card>
    );
  }
  return (
    <Card className="space-y-1 p-4" role="status">
      <p className="flex items-center gap-2 font-semibold">
        <Clock className="size-5 text-primary" aria-hidden="true" /> Submitted — waiting for review
      </p>
      <p className="text-sm text-muted-foreground">
        Applied as a {term.toLowerCase()} ({application.specialization}) on {formatBookingDate(application.createdAt)}. An admin checks your
        registration and documents; you will see the decision here.
      </p>
    </Card>
  );
}
