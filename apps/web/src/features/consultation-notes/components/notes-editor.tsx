import { FileDown, FileX } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { NOTE_MESSAGES, NOTES_EDIT_DAYS, type NoteValues, type PrescriptionInput, type SummaryInput } from "@expertconnect/shared/schemas/records";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { useNote, type NoteView } from "../api/get-note.ts";
import { useSaveNote } from "../api/save-note.ts";
import { PrescriptionForm } from "./prescription-form.tsx";
import { SummaryForm } from "./summary-form.tsx";
import { apiClient } from "@/lib/api-client.ts";

function prescriptionStart(view: NoteView): PrescriptionInput {
  const d = view.defaults;
  // A verified doctor's registration is the one an admin checked, also on notes written before.
  const checked = d?.registrationVerified ? { registrationNumber: d.registrationNumber ?? "", registrationCouncil: d.registrationCouncil } : {};
  if (view.note?.body.kind === "prescription") return { ...view.note.body, ...checked };
  return {
    kind: "prescription",
    doctorName: d?.doctorName ?? "",
    qualification: d?.qualification ?? "",
    registrationNumber: d?.registrationNumber ?? "",
    registrationCouncil: d?.registrationCouncil ?? null,
    patientName: d?.patientName ?? "",
    patientAge: d?.patientAge ?? (undefined as unknown as number),
    patientGender: d?.patientGender ?? null,
    date: d?.date ?? "",
    // No default: the doctor says which it is (docs/product.md#prescription-rules).
    visit: undefined as unknown as PrescriptionInput["visit"],
    diagnosis: "",
    medicines: [],
    advice: "",
    followUp: "",
  };
}

const summaryStart = (view: NoteView): SummaryInput =>
  view.note?.body.kind === "summary" ? view.note.body : { kind: "summary", summary: "", advice: "", followUp: "" };

/**
 * The expert writes (or, within the edit window, changes) a completed booking's notes; afterwards
 * they are read-only. Saving returns to `backTo` (the desk's list or booking page it was opened from).
 */
export function NotesEditor({ bookingId, backTo = "/consultation-mode" }: { bookingId: string; backTo?: string }) {
  const query = useNote(bookingId);
  const save = useSaveNote();
  const navigate = useNavigate();
  if (query.isPending) return <Skeleton shape="panel" className="h-96 w-full" />;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EmptyState icon={<FileX />} title={NOTE_MESSAGES.bookingNotFound} />;
    return <ErrorRetry title="Could not load the notes" message={errorMessage(query.error, "Please check your connection and try again.")} onRetry={() => query.refetch()} />;
  }
  const view = query.data;
  const onSave = async (note: NoteValues) => {
    await save.mutateAsync({ bookingId, note });
    toast.success(NOTE_MESSAGES.saved);
    await navigate(backTo);
  };
  const kind = view.note?.kind ?? view.defaults?.kind ?? "summary";

  return (
    <div className="space-y-4">
      <Card className="space-y-1 p-4 text-sm">
        <p className="font-semibold">{view.booking.clientName ?? "Your client"}</p>
        <p className="text-muted-foreground">
          {formatBookingDate(view.booking.scheduledAt)} · {formatBookingTime(view.booking.scheduledAt)}
        </p>
        <p className="text-muted-foreground">
          {view.canEdit ? `You can change these notes for ${NOTES_EDIT_DAYS} days after writing them.` : view.note ? NOTE_MESSAGES.editWindow : NOTE_MESSAGES.notCompleted}
        </p>
      </Card>
      {view.note ? (
        <Button asChild variant="outline" className="w-full">
          <a href={apiClient["consultation-notes"][":bookingId"].pdf.$path({ param: { bookingId } })} download>
            <FileDown aria-hidden="true" /> Download PDF
          </a>
        </Button>
      ) : null}
      {view.canEdit ? (
        kind === "prescription" ? (
          <PrescriptionForm initial={prescriptionStart(view)} registrationLocked={view.defaults?.registrationVerified === true} onSave={onSave} />
        ) : (
          <SummaryForm initial={summaryStart(view)} onSave={onSave} />
        )
      ) : null}
    </div>
  );
}
