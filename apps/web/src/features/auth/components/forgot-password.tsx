import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { z } from "zod";
import { AUTH_MESSAGES, FORGOT_PASSWORD_SENT } from "@expertconnect/shared/schemas/auth";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";

/** 'Forgot password?': sends a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = z.email().safeParse(email.trim());
    if (!parsed.success) {
      toast.error(email.trim() ? AUTH_MESSAGES.invalidEmail : "Please enter your e-mail address");
      return;
    }
    setBusy(true);
    const { error } = await authClient.requestPasswordReset({ email: parsed.data, redirectTo: "/reset-password" });
    setBusy(false);
    if (error) {
      toast.error(authErrorMessage(error, "Could not send the reset link. Please try again."));
      return;
    }
    toast.success(FORGOT_PASSWORD_SENT);
    setOpen(false);
    setEmail("");
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent title="Reset your password" description="We'll e-mail you a link to set a new password.">
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
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
