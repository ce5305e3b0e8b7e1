import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

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
  useLocale();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return toast.error(m.security_enter_password());
    if (withCode && !CODE_RE.test(code.trim())) return toast.error(m.security_enter_code_or_backup());
    setBusy(true);
    await onSubmit({ password, code: withCode ? code.trim() : undefined });
    setBusy(false);
  }
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormField label={m.security_password()}>
        {(props) => <Input {...props} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormField>
      {withCode ? (
        <FormField label={m.security_auth_code()} hint={m.security_auth_code_hint()}>
          {(props) => <Input {...props} autoComplete="one-time-code" maxLength={11} value={code} onChange={(e) => setCode(e.target.value)} />}
        </FormField>
      ) : null}
      <div className="flex gap-2">
        <NetworkButton type="submit" disabled={busy}>
          {busy ? m.security_please_wait() : submitLabel}
        </NetworkButton>
        <Button variant="ghost" onClick={onCancel}>
          {m.security_cancel()}
        </Button>
      </div>
    </form>
  );
}
