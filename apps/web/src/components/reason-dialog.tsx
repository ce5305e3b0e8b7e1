/**
 * A confirmation dialog that asks for a reason: rejecting an application, suspending an expert,
 * declining or cancelling a booking. `required` uses the shared schema's message ("Please give a
 * reason"); the dialog stays open until `onConfirm` resolves, and closes on success.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { REASON_MAX } from "@expertconnect/shared/constants";
import { optionalReasonSchema, requiredReasonSchema } from "@expertconnect/shared/schemas/expert-side";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";

interface ReasonDialogProps {
  /** the button that opens the dialog */
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  triggerClassName?: string;
  title: string;
  description?: ReactNode;
  /** the field's label */
  label?: string;
  confirmLabel: string;
  busyLabel: string;
  required?: boolean;
  disabled?: boolean;
  /** resolves true when done (the dialog closes), false to stay open */
  onConfirm: (reason: string) => Promise<boolean>;
}

export function ReasonDialog({
  trigger,
  triggerVariant = "outline",
  triggerClassName,
  title,
  description,
  label = "Reason",
  confirmLabel,
  busyLabel,
  required = false,
  disabled,
  onConfirm,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ reason: string }>({
    resolver: required ? zodResolver(requiredReasonSchema) : zodResolver(optionalReasonSchema.unwrap()) as never,
    defaultValues: { reason: "" },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onConfirm(reason ?? "")) {
      setOpen(false);
      form.reset();
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} className={triggerClassName} disabled={disabled}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <FormField label={required ? label : `${label} (optional)`} error={form.formState.errors.reason?.message}>
            {(props) => <Textarea {...props} rows={3} maxLength={REASON_MAX + 50} {...form.register("reason")} />}
          </FormField>
          <DialogFormActions busy={busy} variant="destructive" confirmLabel={confirmLabel} busyLabel={busyLabel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
