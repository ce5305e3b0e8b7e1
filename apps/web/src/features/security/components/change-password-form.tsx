import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import type { z } from "zod";
import { changePasswordSchema } from "@expertconnect/shared/schemas/auth";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";
import { PASSWORD_MIN } from "@expertconnect/shared/constants";

type Values = z.infer<typeof changePasswordSchema>;

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  useLocale();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "", revokeOtherSessions: true },
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async ({ currentPassword, newPassword, revokeOtherSessions }: Values) => {
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions });
    if (error) {
      const message = error.code === "INVALID_PASSWORD" ? m.security_current_wrong() : authErrorMessage(error, m.security_change_failed());
      toast.error(message);
      return;
    }
    toast.success(m.security_changed());
    form.reset();
    onDone?.();
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-3">
      <FormField label={m.security_current_password()} error={errors.currentPassword?.message}>
        {(props) => <Input {...props} type="password" autoComplete="current-password" {...form.register("currentPassword")} />}
      </FormField>
      <FormField label={m.security_new_password()} hint={m.security_password_hint({ min: PASSWORD_MIN })} error={errors.newPassword?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("newPassword")} />}
      </FormField>
      <FormField label={m.security_confirm_password()} error={errors.confirm?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("confirm")} />}
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-[var(--primary)]" {...form.register("revokeOtherSessions")} />
        {m.security_revoke_others_check()}
      </label>
      <NetworkButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.security_saving() : m.security_change_password_button()}
      </NetworkButton>
    </form>
  );
}
