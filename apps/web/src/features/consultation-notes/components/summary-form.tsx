import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { summarySchema, SUMMARY_MAX, type Summary, type SummaryInput } from "@expertconnect/shared/schemas/records";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { showSaveError } from "./note-form-error.ts";

/** A session summary, for the categories other than medical (docs/product.md#reviews-and-prescriptions). */
export function SummaryForm({ initial, onSave }: { initial: SummaryInput; onSave: (values: Summary) => Promise<void> }) {
  const form = useForm<SummaryInput, unknown, Summary>({ resolver: zodResolver(summarySchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const summary = useWatch({ control: form.control, name: "summary" });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      showSaveError(err, form.setError);
    }
  });
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Session summary">
      <Card className="space-y-4 p-4">
        <FormField label="Summary" hint={`${summary?.length ?? 0}/${SUMMARY_MAX}`} error={errors.summary?.message}>
          {(props) => <Textarea {...props} rows={6} placeholder="What you discussed and concluded" {...form.register("summary")} />}
        </FormField>
        <FormField label="Advice (optional)" error={errors.advice?.message}>
          {(props) => <Textarea {...props} rows={3} {...form.register("advice")} />}
        </FormField>
        <FormField label="Follow-up (optional)" error={errors.followUp?.message}>
          {(props) => <Input {...props} {...form.register("followUp")} />}
        </FormField>
      </Card>
      <NetworkButton type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save summary"}
      </NetworkButton>
    </form>
  );
}
