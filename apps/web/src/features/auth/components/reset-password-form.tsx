import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { AUTH_MESSAGES, newPasswordSchema, PASSWORD_RESET_DONE } from "@expertconnect/shared/schemas/auth";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";

type Values = z.infer<typeof newPasswordSchema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const onValid = async ({ password }: Values) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      toast.error(error.code === "INVALID_TOKEN" ? "This reset link is invalid or has expired. Ask for a new one." : authErrorMessage(error, "Could not reset the password."));
      return;
    }
    toast.success(PASSWORD_RESET_DONE);
    onDone();
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-4">
      <FormField label="New password" hint={AUTH_MESSAGES.passwordHint} error={errors.password?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm?.message}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register("confirm")} />}
      </FormField>
      <NetworkButton type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </NetworkButton>
    </form>
  );
}
