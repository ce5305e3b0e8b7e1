import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_SUBJECTS,
} from "@expertconnect/shared/messages/grievances";
import { createGrievanceSchema, type CreateGrievanceInput } from "@expertconnect/shared/schemas/grievances";
import { charCount } from "@expertconnect/shared/text";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { fieldClass, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useCreateGrievance } from "../api/create-grievance.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";
import { grievanceSubjectWords } from "@/components/grievance-words.ts";

/** 'Raise a concern': what it is about and what happened; the reference comes back in the toast. */
export function GrievanceForm() {
  useLocale();
  const navigate = useNavigate();
  const create = useCreateGrievance();
  const form = useForm<CreateGrievanceInput>({
    resolver: zodResolver(createGrievanceSchema),
    defaultValues: { subject: "" as CreateGrievanceInput["subject"], description: "" },
  });
  const length = charCount(useWatch({ control: form.control, name: "description" }) ?? "");
  const over = length > GRIEVANCE_DESCRIPTION_MAX;
  const { errors } = form.formState;

  const onInvalid = (e: FieldErrors<CreateGrievanceInput>) => toast.error(e.subject?.message ?? e.description?.message ?? m.concerns_failed());
  const onValid = (input: CreateGrievanceInput) =>
    create.mutate(input, {
      onSuccess: (grievance) => {
        toast.success(m.concerns_created({ reference: grievance.reference }), { description: m.concerns_created_text() });
        void navigate("/profile/concerns");
      },
      // What was typed stays, so a refusal (a quota, say) loses nothing.
      onError: (error) => toast.error(errorMessage(error, m.concerns_failed())),
    });

  return (
    <Card className="p-4">
      <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="space-y-4">
        <FormField label={m.concerns_subject()} error={errors.subject?.message}>
          {(props) => (
            <select {...props} className={cn(fieldClass, "min-h-11")} {...form.register("subject")}>
              <option value="" disabled>
                {m.concerns_choose()}
              </option>
              {GRIEVANCE_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {grievanceSubjectWords(s)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={m.concerns_description()}
          error={errors.description?.message}
          hint={
            <span className={cn("tabular-nums", over && "font-medium text-destructive")}>
              {length}/{GRIEVANCE_DESCRIPTION_MAX}
            </span>
          }
        >
          {(props) => <Textarea {...props} rows={6} placeholder={m.concerns_placeholder()} {...form.register("description")} />}
        </FormField>
        <NetworkButton type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? m.concerns_submitting() : m.concerns_submit()}
        </NetworkButton>
      </form>
    </Card>
  );
}
