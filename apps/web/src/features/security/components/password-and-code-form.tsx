import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

/** An authenticator's 6 digits, or a backup code as Better Auth makes them (xxxxx-xxxxx). */
const CODE_RE = /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/;

/** Asks again for the password (and optionally a current code or a backup code) before a sensitive change. */
export function PasswordAndCodeForm({
  withCode,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  withCode?: boolean;
  submitLabel: string;
  onSubmit: (values: { password: string; code?: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return toast.error("Please enter your password");
    if (withCode && !CODE_RE.test(code.trim())) return toast.error("Please enter the 6-digit code or a backup code");
    setBusy(true);
    await onSubmit({ password, code: withCode ? code.trim() : undefined });
    setBusy(false);
  }
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormField label="Password">
        {(props) => <Input {...props} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormField>
      {withCode ? (
        <FormField label="Authentication code" hint="The 6-digit code from your authenticator app, or one of your backup codes.">
          {(props) => <Input {...props} autoComplete="one-time-code" maxLength={11} value={code} onChange={(e) => setCode(e.target.value)} />}
        </FormField>
      ) : null}
      <div className="flex gap-2">
        <NetworkButton type="submit" disabled={busy}>
          {busy ? "Please wait..." : submitLabel}
        </NetworkButton>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
