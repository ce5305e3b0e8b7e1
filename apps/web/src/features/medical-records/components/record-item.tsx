import { Download, FileImage, FileText, Stethoscope, Trash2 } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { CATEGORY_CONFIG, isCategory } from "@expertconnect/shared/categories";
import { CONSULTATION_VISIT_LABELS, RECORD_MESSAGES } from "@expertconnect/shared/schemas/records";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate } from "@/lib/format.ts";
import { useDeleteRecord } from "../api/delete-record.ts";
import type { RecordItem as Item } from "../api/get-records.ts";
import { apiClient } from "@/lib/api-client.ts";

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type PrescriptionSummary = NonNullable<Extract<Item, { type: "note" }>["prescription"]>;

/** What a prescription says at a glance (docs/product.md#medical-records): the patient, first or follow-up, the doctor's registration. */
function PrescriptionLine({ prescription: p }: { prescription: PrescriptionSummary }) {
  const patient = `Patient: ${p.patientName}, ${p.patientAge} ${p.patientAge === 1 ? "year" : "years"}`;
  const visit = p.visit ? CONSULTATION_VISIT_LABELS[p.visit] : null;
  const registration = `Reg. No. ${p.registrationNumber}${p.registrationCouncil ? ` (${p.registrationCouncil})` : ""}`;
  return <p className="text-sm text-muted-foreground">{[patient, visit, registration].filter(Boolean).join(" · ")}</p>;
}

/** One row of Medical Records: a prescription or summary from a consultation, or a file the user uploaded. */
export function RecordItem({ item }: { item: Item }) {
  const remove = useDeleteRecord();
  if (item.type === "note") {
    const term = isCategory(item.category) ? CATEGORY_CONFIG[item.category].expertTerm : item.category;
    const title = item.kind === "prescription" ? "Prescription" : "Session summary";
    return (
      <li className="flex items-start gap-3 p-3">
        <Stethoscope className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">
            {item.expertName} · {term} · {formatBookingDate(item.scheduledAt)}
          </p>
          {item.prescription ? <PrescriptionLine prescription={item.prescription} /> : null}
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={apiClient["consultation-notes"][":bookingId"].pdf.$path({ param: { bookingId: item.id } })} download aria-label={`Download PDF: ${title} from ${item.expertName}`}>
            <Download aria-hidden="true" /> Download PDF
          </a>
        </Button>
      </li>
    );
  }
  const Icon = item.mimeType === "application/pdf" ? FileText : FileImage;
  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success(RECORD_MESSAGES.deleted),
      onError: (err) => toast.error(errorMessage(err, "Could not delete the record.")),
    });
  return (
    <li className="flex items-center gap-3 p-3">
      <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <a href={apiClient["medical-records"].uploads[":id"].$path({ param: { id: item.id } })} download className="block truncate font-medium hover:underline">
          {item.fileName}
          <span className="sr-only"> (download)</span>
        </a>
        <p className="text-sm text-muted-foreground">
          Uploaded {formatBookingDate(item.createdAt)} · {sizeText(item.sizeBytes)}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Delete ${item.fileName}`} disabled={remove.isPending} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
