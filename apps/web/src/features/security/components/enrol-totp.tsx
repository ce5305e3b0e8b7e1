import { useMemo, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { renderSVG } from "uqr";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Shows the QR code and the manual key, then confirms the app works with one code. */
export function EnrolTotp({ totpURI, onVerified }: { totpURI: string; onVerified: () => void }) {
  useLocale();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const qr = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(totpURI, { border: 2 }))}`, [totpURI]);
  const key = new URL(totpURI).searchParams.get("secret") ?? "";

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return toast.error(m.security_enter_code());
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (error) {
      setCode("");
      return toast.error(error.message ?? m.security_code_invalid());
    }
    onVerified();
  }

  return (
    <div className="space-y-3">
      <p>{m.security_scan()}</p>
      <img src={qr} alt={m.security_qr_alt()} width={192} height={192} className="size-48 rounded-lg bg-white p-2" />
      <p>
        {m.security_key_by_hand()}{" "}
        <code data-testid="totp-key" className="break-all rounded bg-muted px-1.5 py-0.5 font-mono">
          {key}
        </code>
      </p>
      <form method="post" noValidate onSubmit={(event) => void verify(event)} className="space-y-3">
        <FormField label={m.security_code_from_app()}>
          {(props) => <Input {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />}
        </FormField>
        <NetworkButton type="submit" disabled={busy}>
          {busy ? m.security_verifying() : m.security_verify()}
        </NetworkButton>
      </form>
    </div>
  );
}
