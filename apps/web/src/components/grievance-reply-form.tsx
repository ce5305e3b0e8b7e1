import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { grievanceReplySchema, type GrievanceReplyInput } from "@expertconnect/shared/schemas/grievances";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * A reply on a concern, the person's or the team's: the same rules on both sides, only the sending
 * differs. What was typed stays when sending fails.
 */
export function GrievanceReplyForm({ label, send, sendLabel = m.concerns_send() }: { label: string; send: (body: string) => Promise<unknown>; sendLabel?: string }) {
  useLocale();
  const form = useForm<GrievanceReplyInput>({ resolver: zodResolver(grievanceReplySchema), defaultValues: { body: "" } });
  const sending = form.formState.isSubmitting;
  const onInvalid = (e: FieldErrors<GrievanceReplyInput>) => toast.error(e.body?.message ?? m.concerns_reply_failed());
  const onValid = async ({ body }: GrievanceReplyInput) => {
    try {
      await send(body);
    } catch (error) {
      toast.error(errorMessage(error, m.concerns_reply_failed()));
      return;
    }
    toast.success(m.concerns_sent());
    form.reset();
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="space-y-2">
      <FormField label={label}>{(props) => <Textarea {...props} rows={3} {...form.register("body")} />}</FormField>
      <NetworkButton type="submit" variant="outline" disabled={sending}>
        {sending ? m.concerns_sending() : sendLabel}
      </NetworkButton>
    </form>
  );
}
