import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useState } from "react";
import { MailCheck } from "lucide-react";
import type { z } from "zod";
import { changeEmailSchema } from "@expertconnect/shared/schemas/auth";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { apiClient, errorMessage, unwrap } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { bracketed } from "@/lib/message-parts.ts";
import { m } from "@/paraglide/messages.js";

type Values = z.infer<typeof changeEmailSchema>;

/**
 * Changing the account's e-mail (docs/product.md#changing-the-e-mail-address): the new address and
 * the password again; the server mails a link to the new address, and the change happens when it
 * is opened.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const onValid = async (values: Values) => {
    try {
      await unwrap(apiClient.account.email.$post({ json: values }));
      setSentTo(values.newEmail);
      form.reset();
    } catch (error) {
      toast.error(errorMessage(error, m.security_email_failed()));
    }
  };
  const [before, part, after] = bracketed(m.security_email_now({ email: currentEmail }));
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {before}
        <span className="font-medium text-foreground">{part}</span>
        {after}
      </p>
      {sentTo ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {m.security_email_sent()} ({sentTo})
          </span>
        </p>
      ) : null}
      <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-3">
        <FormField label={m.security_email_new()} error={errors.newEmail?.message}>
          {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" {...form.register("newEmail")} />}
        </FormField>
        <FormField label={m.security_email_password()} error={errors.password?.message}>
          {(props) => <Input {...props} type="password" autoComplete="current-password" {...form.register("password")} />}
        </FormField>
        <NetworkButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? m.security_email_sending() : m.security_email_submit()}
        </NetworkButton>
      </form>
    </div>
  );
}
