import { Download, FileImage, FileText, Stethoscope, Trash2 } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { isCategory } from "@expertconnect/shared/categories";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useDeleteRecord } from "../api/delete-record.ts";
import type { RecordItem as Item } from "../api/get-records.ts";
import { apiClient } from "@/lib/api-client.ts";
import { m } from "@/paraglide/messages.js";
import { formatShortDate, useLocale } from "@/lib/i18n.tsx";

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type PrescriptionSummary = NonNullable<Extract<Item, { type: "note" }>["prescription"]>;

/** What a prescription says at a glance (docs/product.md#medical-records): the patient, first or follow-up, the doctor's registration. */
function PrescriptionLine({ prescription: p }: { prescription: PrescriptionSummary }) {
  const patient = (p.patientAge === 1 ? m.records_patient_year : m.records_patient_years)({ name: p.patientName, age: p.patientAge });
  const visit = p.visit ? (p.visit === "first" ? m.records_first_visit() : m.records_follow_up()) : null;
  const registration = `${m.records_registration({ number: p.registrationNumber })}${p.registrationCouncil ? ` (${p.registrationCouncil})` : ""}`;
  return <p className="text-sm text-muted-foreground">{[patient, visit, registration].filter(Boolean).join(" · ")}</p>;
}

/** One row of Medical Records: a prescription or summary from a consultation, or a file the user uploaded. */
export function RecordItem({ item }: { item: Item }) {
  const { locale } = useLocale();
  const remove = useDeleteRecord();
  if (item.type === "note") {
    const term = isCategory(item.category) ? m.term_expert({ category: item.category }) : item.category;
    const title = item.kind === "prescription" ? m.records_prescription() : m.records_summary();
    return (
      <li className="flex items-start gap-3 p-3">
        <Stethoscope className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">
            {item.expertName} · {term} · {formatShortDate(item.scheduledAt, locale)}
          </p>
          {item.prescription ? <PrescriptionLine prescription={item.prescription} /> : null}
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={apiClient["consultation-notes"][":bookingId"].pdf.$path({ param: { bookingId: item.id } })} download aria-label={m.records_download_label({ title, name: item.expertName })}>
            <Download aria-hidden="true" /> {m.records_download()}
          </a>
        </Button>
      </li>
    );
  }
  const Icon = item.mimeType === "application/pdf" ? FileText : FileImage;
  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success(m.records_deleted()),
      onError: (err) => toast.error(errorMessage(err, m.records_delete_failed())),
    });
  return (
    <li className="flex items-center gap-3 p-3">
      <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <a href={apiClient["medical-records"].uploads[":id"].$path({ param: { id: item.id } })} download className="block truncate font-medium hover:underline">
          {item.fileName}
          <span className="sr-only"> {m.records_download_hint()}</span>
        </a>
        <p className="text-sm text-muted-foreground">
          {m.records_uploaded_on({ date: formatShortDate(item.createdAt, locale), size: sizeText(item.sizeBytes) })}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={m.records_delete({ name: item.fileName })} disabled={remove.isPending} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
