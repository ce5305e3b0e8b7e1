/** The dialog of 'Forgot password?' (forgot-password.tsx), loaded when its button is first pressed. */
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { AUTH_MESSAGES, FORGOT_PASSWORD_SENT, isEmailAddress } from "@expertconnect/shared/schemas/auth";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Sends a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordBody({ open, onOpenChange }: DialogOpenProps) {
  useLocale();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      toast.error(address ? AUTH_MESSAGES.invalidEmail : m.auth_enter_email());
      return;
    }
    setBusy(true);
    const { error } = await authClient.requestPasswordReset({ email: address, redirectTo: "/reset-password" });
    setBusy(false);
    if (error) {
      toast.error(authErrorMessage(error, m.auth_reset_send_failed()));
      return;
    }
    toast.success(FORGOT_PASSWORD_SENT);
    onOpenChange(false);
    setEmail("");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.auth_reset_title()} description={m.auth_reset_description()}>
        <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormField label={m.auth_email()}>
            {(props) => <Input {...props} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
          </FormField>
          <NetworkButton type="submit" className="w-full" disabled={busy}>
            {busy ? m.auth_sending() : m.auth_send_reset_link()}
          </NetworkButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
