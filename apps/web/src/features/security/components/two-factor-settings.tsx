import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { useSession } from "@/lib/session.ts";
import { BackupCodes } from "./backup-codes.tsx";
import { EnrolTotp } from "./enrol-totp.tsx";
import { PasswordAndCodeForm } from "./password-and-code-form.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

type Step = { kind: "idle" } | { kind: "password" } | { kind: "scan"; totpURI: string; backupCodes: string[] } | { kind: "backup"; backupCodes: string[] } | { kind: "disable" };

/** TOTP two-factor: turn on with the password, a QR code (or key) and a code; backup codes once; turn off with password and code. */
export function TwoFactorSettings() {
  useLocale();
  const { data: session, refetch } = useSession();
  const enabled = Boolean((session?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled);
  const [step, setStep] = useState<Step>({ kind: "idle" });

  async function start({ password }: { password: string }) {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !("totpURI" in data)) {
      return toast.error(error?.code === "INVALID_PASSWORD" ? m.security_password_wrong() : (error?.message ?? m.security_start_failed()));
    }
    setStep({ kind: "scan", totpURI: data.totpURI, backupCodes: data.backupCodes });
  }

  async function disable({ password, code }: { password: string; code?: string }) {
    // The server checks the code (lib/auth.ts); Better Auth's client types know only the password.
    const { error } = await authClient.twoFactor.disable({ password }, { body: { code } });
    if (error) return toast.error(error.code === "INVALID_PASSWORD" ? m.security_password_wrong() : (error.message ?? m.security_off_failed()));
    toast.success(m.security_two_factor_off());
    setStep({ kind: "idle" });
    void refetch();
  }

  return (
    <div className="space-y-3 text-sm">
      <p className="flex items-center gap-2">
        {m.security_status()} {enabled ? <Badge tone="green">{m.security_on()}</Badge> : <Badge>{m.security_off()}</Badge>}
      </p>
      {step.kind === "idle" && !enabled ? (
        <>
          <p className="text-muted-foreground">{m.security_two_factor_text()}</p>
          <Button onClick={() => setStep({ kind: "password" })}>{m.security_turn_on()}</Button>
        </>
      ) : null}
      {step.kind === "idle" && enabled ? (
        <Button variant="outline" onClick={() => setStep({ kind: "disable" })}>
          {m.security_turn_off()}
        </Button>
      ) : null}
      {step.kind === "password" ? <PasswordAndCodeForm submitLabel={m.security_continue()} onSubmit={start} onCancel={() => setStep({ kind: "idle" })} /> : null}
      {step.kind === "scan" ? (
        <EnrolTotp
          totpURI={step.totpURI}
          onVerified={() => {
            toast.success(m.security_two_factor_on());
            setStep({ kind: "backup", backupCodes: step.backupCodes });
            void refetch();
          }}
        />
      ) : null}
      {step.kind === "backup" ? <BackupCodes codes={step.backupCodes} onDone={() => setStep({ kind: "idle" })} /> : null}
      {step.kind === "disable" ? (
        <PasswordAndCodeForm withCode submitLabel={m.security_turn_off_button()} onSubmit={disable} onCancel={() => setStep({ kind: "idle" })} />
      ) : null}
    </div>
  );
}
