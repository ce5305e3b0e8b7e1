/** The dialog of `ReasonDialog` (reason-dialog.tsx), loaded when its button is first pressed. */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { REASON_MAX } from "@expertconnect/shared/constants";
import { optionalReasonSchema, requiredReasonSchema } from "@expertconnect/shared/schemas/expert-side";
import { Dialog, DialogContent, DialogFormActions } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import type { DialogOpenProps } from "./lazy-dialog.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export interface ReasonDialogBodyProps {
  title: string;
  description?: ReactNode;
  /** the field's label */
  label?: string;
  confirmLabel: string;
  busyLabel: string;
  required?: boolean;
  /** resolves true when done (the dialog closes), false to stay open */
  onConfirm: (reason: string) => Promise<boolean>;
}

export function ReasonDialogBody({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  busyLabel,
  required = false,
  onConfirm,
}: ReasonDialogBodyProps & DialogOpenProps) {
  useLocale();
  const field = label ?? m.report_reason();
  const form = useForm<{ reason: string }>({
    resolver: required ? zodResolver(requiredReasonSchema) : zodResolver(optionalReasonSchema.unwrap()) as never,
    defaultValues: { reason: "" },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onConfirm(reason ?? "")) {
      onOpenChange(false);
      form.reset();
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <FormField label={required ? field : m.report_optional({ label: field })} error={form.formState.errors.reason?.message}>
            {(props) => <Textarea {...props} rows={3} maxLength={REASON_MAX + 50} {...form.register("reason")} />}
          </FormField>
          <DialogFormActions busy={busy} variant="destructive" confirmLabel={confirmLabel} busyLabel={busyLabel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
