import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import type { z } from "zod";
import { AUTH_MESSAGES, changePasswordSchema } from "@expertconnect/shared/schemas/auth";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";

type Values = z.infer<typeof changePasswordSchema>;

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "", revokeOtherSessions: true },
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async ({ currentPassword, newPassword, revokeOtherSessions }: Values) => {
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions });
    if (error) {
      const message = error.code === "INVALID_PASSWORD" ? "Your current password is not correct" : authErrorMessage(error, "Could not change the password");
      toast.error(message);
      return;
    }
    toast.success("Password changed");
    form.reset();
    onDone?.();
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-3">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(props) => <Input {...props} type="password" autoComplete="current-password" {...form.register("currentPassword")} />}
      </FormField>
      <FormField label="New password" hint={AUTH_MESSAGES.passwordHint} error={errors.newPassword?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("newPassword")} />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("confirm")} />}
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-[var(--primary)]" {...form.register("revokeOtherSessions")} />
        Sign out of my other devices
      </label>
      <NetworkButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Change Password"}
      </NetworkButton>
    </form>
  );
}
