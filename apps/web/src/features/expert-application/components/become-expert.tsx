import { useState } from "react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useMyApplication } from "../api/get-my-application.ts";
import { ApplicationForm } from "./application-form.tsx";
import { ApplicationStatus } from "./application-status.tsx";
import { DocumentUpload } from "./document-upload.tsx";

/** The applicant's side: the form when there is no open application, else its state and documents. */
export function BecomeExpert({ userId }: { userId: string }) {
  const query = useMyApplication(userId);
  const [applyingAgain, setApplyingAgain] = useState<string | null>(null);
  if (query.isPending) return <Skeleton className="h-64 w-full" aria-label="Loading your application" />;
  if (query.isError) {
    return <ErrorRetry title="Could not load your application" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  const application = query.data.application;
  // "Apply again" after a rejection shows the form; a new application replaces the rejected one.
  if (!application || (application.status === "rejected" && applyingAgain === application.id)) return <ApplicationForm />;
  return (
    <div className="space-y-4">
      <ApplicationStatus application={application} onApplyAgain={() => setApplyingAgain(application.id)} />
      {application.status !== "rejected" ? <DocumentUpload application={application} editable={application.status === "submitted"} /> : null}
    </div>
  );
}
