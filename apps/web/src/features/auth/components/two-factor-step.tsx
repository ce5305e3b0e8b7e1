import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { AUTH_MESSAGES } from "@expertconnect/shared/messages/auth";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The second step of signing in for an account with two-factor on: a TOTP or a backup code. */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  useLocale();
  const queryClient = useQueryClient();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      toast.error(backup ? m.auth_enter_backup() : m.auth_enter_six_digits());
      return;
    }
    setBusy(true);
    const { error } = backup
      ? await authClient.twoFactor.verifyBackupCode({ code: value })
      : await authClient.twoFactor.verifyTotp({ code: value });
    setBusy(false);
    if (error) {
      toast.error(authErrorMessage(error, m.auth_code_invalid()));
      setCode("");
      return;
    }
    queryClient.clear();
    toast.success(AUTH_MESSAGES.signInSuccess);
    onSignedIn();
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {backup
          ? m.auth_backup_hint()
          : m.auth_totp_hint()}
      </p>
      <FormField label={backup ? m.auth_backup_code() : m.auth_code()}>
        {(props) => (
          <Input
            {...props}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode={backup ? "text" : "numeric"}
            maxLength={backup ? 32 : 6}
            autoFocus
          />
        )}
      </FormField>
      <NetworkButton type="submit" className="w-full" disabled={busy}>
        {busy ? m.auth_verifying() : m.auth_verify()}
      </NetworkButton>
      <div className="flex justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => { setBackup(!backup); setCode(""); }}>
          {backup ? m.auth_use_totp() : m.auth_use_backup()}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {m.auth_cancel()}
        </Button>
      </div>
    </form>
  );
}
