/** The dialog of `ReportButton` (report-button.tsx), loaded when its button is first pressed. */
import { useState, type FormEvent } from "react";
import { REPORT_DETAILS_MAX } from "@expertconnect/shared/constants";
import { REPORT_REASONS, type ReportKind, type ReportReason } from "@expertconnect/shared/messages/moderation";
import { Dialog, DialogContent, DialogFormActions } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { apiClient, errorMessage, unwrap } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import type { DialogOpenProps } from "./lazy-dialog.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export interface ReportDialogBodyProps {
  kind: ReportKind;
  itemId: string;
}

export function ReportDialogBody({ open, onOpenChange, kind, itemId }: ReportDialogBodyProps & DialogOpenProps) {
  useLocale();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const tooLong = details.trim().length > REPORT_DETAILS_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(m.report_reason_required());
    if (tooLong) return;
    setBusy(true);
    try {
      await unwrap(apiClient.moderation.reports.$post({ json: { kind, itemId, reason, details: details.trim() || undefined } }));
      toast.success(m.report_sent());
      onOpenChange(false);
      setReason(null);
      setDetails("");
    } catch (e) {
      toast.error(errorMessage(e, m.report_failed()));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent title={m.report_title({ kind })} description={m.report_description()}>
        <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <fieldset className="space-y-1">
            <legend className="mb-1 text-sm font-medium">{m.report_reason()}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-muted">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(undefined);
                  }}
                  className="size-4 accent-primary"
                />
                <span className="text-sm">{m.report_reason_label({ reason: value })}</span>
              </label>
            ))}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
          <FormField
            label={m.report_details()}
            hint={`${details.trim().length}/${REPORT_DETAILS_MAX}`}
            error={tooLong ? m.report_details_too_long({ max: REPORT_DETAILS_MAX }) : undefined}
          >
            {(props) => <Textarea {...props} rows={3} value={details} onChange={(e) => setDetails(e.target.value)} />}
          </FormField>
          <DialogFormActions busy={busy} confirmLabel={m.report_send()} busyLabel={m.report_sending()} variant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
