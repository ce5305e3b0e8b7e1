import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { PASSWORD_MIN } from "@expertconnect/shared/constants";
import { newPasswordSchema, PASSWORD_RESET_DONE } from "@expertconnect/shared/schemas/auth";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

type Values = z.infer<typeof newPasswordSchema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  useLocale();
  const form = useForm<Values>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const onValid = async ({ password }: Values) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      toast.error(error.code === "INVALID_TOKEN" ? m.auth_reset_link_expired() : authErrorMessage(error, m.auth_reset_failed()));
      return;
    }
    toast.success(PASSWORD_RESET_DONE);
    onDone();
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-4">
      <FormField label={m.auth_new_password()} hint={m.auth_password_hint({ min: PASSWORD_MIN })} error={errors.password?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField label={m.auth_confirm_password()} error={errors.confirm?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("confirm")} />}
      </FormField>
      <NetworkButton type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? m.auth_saving() : m.auth_set_password()}
      </NetworkButton>
    </form>
  );
}
