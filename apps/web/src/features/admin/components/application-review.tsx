import { useState } from "react";
import { Check, FileText, X } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { REGISTRATION_LABELS } from "@expertconnect/shared/schemas/expert-side";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatRupees } from "@/lib/format.ts";
import { useApplication } from "../api/get-application.ts";
import { useApproveApplication } from "../api/approve-application.ts";
import { useRejectApplication } from "../api/reject-application.ts";
import { apiClient } from "@/lib/api-client.ts";

const STATUS_TONE = { submitted: "yellow", approved: "green", rejected: "red" } as const;

/** One application: the applicant, what they claim, their documents, and the decision. */
export function ApplicationReview({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useApplication(id);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [checked, setChecked] = useState(false);
  if (query.isPending) return <Skeleton className="h-80 w-full" aria-label="Loading application" />;
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return <ErrorRetry title={gone ? "Application not found" : "Could not load the application"} message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  const a = query.data;
  const category = a.category as Category;
  const open = a.status === "submitted";
  const rows: Array<[string, string]> = [
    ["Category", CATEGORY_CONFIG[category]?.expertTerm ?? a.category],
    ["Specialization", a.specialization],
    ["Experience", `${a.experienceYears} years`],
    ["Consultation fee", formatRupees(a.consultationFee)],
    ["Education", a.education],
    ["Languages", a.languages.join(", ")],
    [REGISTRATION_LABELS[category]?.label.replace(" (optional)", "") ?? "Registration", a.registrationNumber ?? "—"],
    ...(category === "medical" ? ([["Medical council", a.registrationCouncil ?? "—"]] as Array<[string, string]>) : []),
    ...(category === "legal"
      ? ([
          ["State Bar Council", a.registrationCouncil ?? "—"],
          ["Date of enrolment", a.enrolledOn ? formatBookingDate(a.enrolledOn) : "—"],
        ] as Array<[string, string]>)
      : []),
    ["Applied", formatBookingDate(a.createdAt)],
  ];

  const onApprove = () =>
    approve.mutate({ id, registrationChecked: checked }, {
      onSuccess: () => {
        toast.success(`${a.applicant?.name ?? "The applicant"} is now a verified expert`);
        void navigate("/admin/applications");
      },
      onError: (err) => toast.error(errorMessage(err, "Could not approve the application.")),
    });
  const onReject = async (reason: string) => {
    try {
      await reject.mutateAsync({ id, reason });
      toast.success("Application rejected");
      void navigate("/admin/applications");
      return true;
    } catch (err) {
      toast.error(errorMessage(err, "Could not reject the application."));
      return false;
    }
  };

  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{a.applicant?.name ?? "Applicant"}</h2>
            <p className="truncate text-sm text-muted-foreground">{a.applicant?.email}</p>
          </div>
          <Badge tone={STATUS_TONE[a.status as keyof typeof STATUS_TONE] ?? "neutral"}>{a.status.charAt(0).toUpperCase() + a.status.slice(1)}</Badge>
        </div>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="whitespace-pre-line text-sm">{a.bio}</p>
        {a.rejectionReason ? <p className="text-sm"><span className="font-medium">Rejection reason: </span>{a.rejectionReason}</p> : null}
      </Card>
      <Card className="space-y-2 p-4">
        <h2 className="font-semibold">Documents</h2>
        {a.documents.length === 0 ? <p className="text-sm text-muted-foreground">No documents uploaded.</p> : null}
        <ul className="space-y-1">
          {a.documents.map((doc) => (
            <li key={doc.id}>
              <a href={apiClient.applications.documents[":documentId"].$path({ param: { documentId: doc.id } })} download className="flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
                <FileText className="size-4" aria-hidden="true" /> {doc.fileName}
              </a>
            </li>
          ))}
        </ul>
      </Card>
      {open && category === "medical" ? (
        <label className="flex min-h-11 items-start gap-3 rounded-lg border p-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
          <span>I checked this registration number with the council&apos;s register (NMC&apos;s Indian Medical Register or the State Medical Council).</span>
        </label>
      ) : null}
      {open ? (
        <div className="grid grid-cols-2 gap-3">
          <ReasonDialog
            trigger={<><X aria-hidden="true" /> Reject</>}
            triggerClassName="w-full"
            title="Reject this application?"
            description="The applicant sees your reason and may apply again."
            confirmLabel="Reject application"
            busyLabel="Rejecting..."
            required
            onConfirm={onReject}
          />
          <NetworkButton className="w-full" onClick={onApprove} disabled={approve.isPending || (category === "medical" && !checked)}>
            <Check aria-hidden="true" /> {approve.isPending ? "Approving..." : "Approve"}
          </NetworkButton>
        </div>
      ) : (
        <Link to="/admin/applications" className="text-sm font-medium text-primary hover:underline">
          Back to the queue
        </Link>
      )}
    </div>
  );
}
