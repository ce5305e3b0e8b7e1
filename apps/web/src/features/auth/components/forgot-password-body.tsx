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

/** Sends a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordBody({ open, onOpenChange }: DialogOpenProps) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      toast.error(address ? AUTH_MESSAGES.invalidEmail : "Please enter your e-mail address");
      return;
    }
    setBusy(true);
    const { error } = await authClient.requestPasswordReset({ email: address, redirectTo: "/reset-password" });
    setBusy(false);
    if (error) {
      toast.error(authErrorMessage(error, "Could not send the reset link. Please try again."));
      return;
    }
    toast.success(FORGOT_PASSWORD_SENT);
    onOpenChange(false);
    setEmail("");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Reset your password" description="We'll e-mail you a link to set a new password.">
        <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormField label="Email">
            {(props) => <Input {...props} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
          </FormField>
          <NetworkButton type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send reset link"}
          </NetworkButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
