import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_MESSAGES as M,
  GRIEVANCE_SUBJECT_LABELS,
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

/** 'Raise a concern': what it is about and what happened; the reference comes back in the toast. */
export function GrievanceForm() {
  const navigate = useNavigate();
  const create = useCreateGrievance();
  const form = useForm<CreateGrievanceInput>({
    resolver: zodResolver(createGrievanceSchema),
    defaultValues: { subject: "" as CreateGrievanceInput["subject"], description: "" },
  });
  const length = charCount(useWatch({ control: form.control, name: "description" }) ?? "");
  const over = length > GRIEVANCE_DESCRIPTION_MAX;
  const { errors } = form.formState;

  const onInvalid = (e: FieldErrors<CreateGrievanceInput>) => toast.error(e.subject?.message ?? e.description?.message ?? M.failed);
  const onValid = (input: CreateGrievanceInput) =>
    create.mutate(input, {
      onSuccess: (grievance) => {
        toast.success(M.created(grievance.reference), { description: M.createdDescription });
        void navigate("/profile/concerns");
      },
      // What was typed stays, so a refusal (a quota, say) loses nothing.
      onError: (error) => toast.error(errorMessage(error, M.failed)),
    });

  return (
    <Card className="p-4">
      <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="space-y-4">
        <FormField label={M.subject} error={errors.subject?.message}>
          {(props) => (
            <select {...props} className={cn(fieldClass, "min-h-11")} {...form.register("subject")}>
              <option value="" disabled>
                Choose one
              </option>
              {GRIEVANCE_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {GRIEVANCE_SUBJECT_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={M.description}
          error={errors.description?.message}
          hint={
            <span className={cn("tabular-nums", over && "font-medium text-destructive")}>
              {length}/{GRIEVANCE_DESCRIPTION_MAX}
            </span>
          }
        >
          {(props) => <Textarea {...props} rows={6} placeholder="What happened, when, and what you would like us to do" {...form.register("description")} />}
        </FormField>
        <NetworkButton type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? M.submitting : M.submit}
        </NetworkButton>
      </form>
    </Card>
  );
}
