import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { useSession } from "@/lib/session.ts";
import { BackupCodes } from "./backup-codes.tsx";
import { EnrolTotp } from "./enrol-totp.tsx";
import { PasswordAndCodeForm } from "./password-and-code-form.tsx";

type Step = { kind: "idle" } | { kind: "password" } | { kind: "scan"; totpURI: string; backupCodes: string[] } | { kind: "backup"; backupCodes: string[] } | { kind: "disable" };

/** TOTP two-factor: turn on with the password, a QR code (or key) and a code; backup codes once; turn off with password and code. */
export function TwoFactorSettings() {
  const { data: session, refetch } = useSession();
  const enabled = Boolean((session?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled);
  const [step, setStep] = useState<Step>({ kind: "idle" });

  async function start({ password }: { password: string }) {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !("totpURI" in data)) {
      return toast.error(error?.code === "INVALID_PASSWORD" ? "Your password is not correct" : (error?.message ?? "Could not start"));
    }
    setStep({ kind: "scan", totpURI: data.totpURI, backupCodes: data.backupCodes });
  }

  async function disable({ password, code }: { password: string; code?: string }) {
    // The server checks the code (lib/auth.ts); Better Auth's client types know only the password.
    const { error } = await authClient.twoFactor.disable({ password }, { body: { code } });
    if (error) return toast.error(error.code === "INVALID_PASSWORD" ? "Your password is not correct" : (error.message ?? "Could not turn it off"));
    toast.success("Two-factor authentication is off");
    setStep({ kind: "idle" });
    void refetch();
  }

  return (
    <div className="space-y-3 text-sm">
      <p className="flex items-center gap-2">
        Status: {enabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}
      </p>
      {step.kind === "idle" && !enabled ? (
        <>
          <p className="text-muted-foreground">Ask for a code from an authenticator app after your password when you sign in.</p>
          <Button onClick={() => setStep({ kind: "password" })}>Turn on two-factor</Button>
        </>
      ) : null}
      {step.kind === "idle" && enabled ? (
        <Button variant="outline" onClick={() => setStep({ kind: "disable" })}>
          Turn off two-factor
        </Button>
      ) : null}
      {step.kind === "password" ? <PasswordAndCodeForm submitLabel="Continue" onSubmit={start} onCancel={() => setStep({ kind: "idle" })} /> : null}
      {step.kind === "scan" ? (
        <EnrolTotp
          totpURI={step.totpURI}
          onVerified={() => {
            toast.success("Two-factor authentication is on");
            setStep({ kind: "backup", backupCodes: step.backupCodes });
            void refetch();
          }}
        />
      ) : null}
      {step.kind === "backup" ? <BackupCodes codes={step.backupCodes} onDone={() => setStep({ kind: "idle" })} /> : null}
      {step.kind === "disable" ? (
        <PasswordAndCodeForm withCode submitLabel="Turn off" onSubmit={disable} onCancel={() => setStep({ kind: "idle" })} />
      ) : null}
    </div>
  );
}
