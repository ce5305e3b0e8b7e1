import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { DELETION_EMAIL_MAX } from "@expertconnect/shared/constants";
import {
  DELETION_REASON_MAX,
  deletionRequestSchema,
  type DeletionRequest,
  type DeletionRequestInput,
} from "@expertconnect/shared/schemas/account-deletion";
import { charCount } from "@expertconnect/shared/text";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useCreateDeletionRequest } from "../api/create-deletion-request.ts";
import { DeletionOutcome } from "./deletion-outcome.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";
import { DELETION_VERIFY_BUSINESS_DAYS } from "@expertconnect/shared/messages/support";

/** The shape of an address, as an example in the field (not words to translate). */
const EMAIL_EXAMPLE = "you@example.com";

const EMPTY: DeletionRequestInput = { email: "", phone: "", fullName: "", reason: "" };
const FIELDS = ["email", "phone", "fullName", "reason"] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

/** The deletion request: checked here and again on the server, which stores it for the team. */
export function DeletionForm() {
  useLocale();
  const create = useCreateDeletionRequest();
  const form = useForm<DeletionRequestInput, unknown, DeletionRequest>({
    resolver: zodResolver(deletionRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const reasonLength = charCount(useWatch({ control: form.control, name: "reason" }) ?? "");

  const onValid = async (values: DeletionRequest) => {
    try {
      await create.mutateAsync(values);
      toast.success(m.deletion_submitted(), { description: m.deletion_submitted_text({ days: DELETION_VERIFY_BUSINESS_DAYS }) });
      form.reset(EMPTY);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const issue of err.issues) if (isField(issue.path)) form.setError(issue.path, { message: issue.message });
      }
      toast.error(errorMessage(err, m.deletion_failed()));
    }
  };

  return (
    <Card className="p-5">
      <h2 className="mb-1 text-lg font-semibold">{m.deletion_request()}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{m.deletion_request_text()}</p>
      <DeletionOutcome />
      <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-4">
        <FormField label={m.deletion_email()} error={errors.email?.message}>
          {(props) => (
            <Input {...props} type="email" autoComplete="email" inputMode="email" maxLength={DELETION_EMAIL_MAX} placeholder={EMAIL_EXAMPLE} {...form.register("email")} />
          )}
        </FormField>
        <FormField label={m.deletion_phone()} hint={m.deletion_phone_hint()} error={errors.phone?.message}>
          {(props) => <Input {...props} type="tel" inputMode="tel" autoComplete="tel" placeholder="+91-9876543210" {...form.register("phone")} />}
        </FormField>
        <FormField label={m.deletion_full_name()} error={errors.fullName?.message}>
          {(props) => <Input {...props} autoComplete="name" {...form.register("fullName")} />}
        </FormField>
        <FormField
          label={m.deletion_reason()}
          hint={<span className={cn(reasonLength > DELETION_REASON_MAX && "font-medium text-destructive")}>{`${reasonLength}/${DELETION_REASON_MAX}`}</span>}
          error={errors.reason?.message}
        >
          {(props) => <Textarea {...props} placeholder={m.deletion_reason_placeholder()} {...form.register("reason")} />}
        </FormField>
        <NetworkButton type="submit" variant="destructive" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? m.deletion_submitting() : m.deletion_submit()}
        </NetworkButton>
      </form>
    </Card>
  );
}
