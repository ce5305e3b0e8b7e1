import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

/** Asks again for the password (and optionally a current code) before a sensitive change. */
export function PasswordAndCodeForm({
  withCode,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  withCode?: boolean;
  submitLabel: string;
  onSubmit(values: { password: string; code?: string }): Promise<unknown>;
  onCancel(): void;
}) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return toast.error("Please enter your password");
    if (withCode && !/^\d{6}$/.test(code.trim())) return toast.error("Please enter the 6-digit code");
    setBusy(true);
    await onSubmit({ password, code: withCode ? code.trim() : undefined });
    setBusy(false);
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label="Password">
        {(props) => <Input {...props} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormField>
      {withCode ? (
        <FormField label="Authentication code">
          {(props) => (
            <Input {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          )}
        </FormField>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Please wait..." : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
