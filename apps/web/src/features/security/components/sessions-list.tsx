import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Monitor } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { authClient } from "@/lib/auth-client.ts";
import { deviceParts, useSessions } from "../api/list-sessions.ts";
import { securityKeys } from "../api/keys.ts";
import { m } from "@/paraglide/messages.js";
import { formatRelativeTime, useLocale } from "@/lib/i18n.tsx";

/** Sign-out scopes: this device (local), other devices (others), everywhere (global); docs/product.md#security-and-sign-in. */
/** "Chrome on Android", in the app's language. */
function deviceName(userAgent: string | null | undefined): string {
  const parts = deviceParts(userAgent);
  if (!parts) return m.security_unknown_device();
  return m.security_device({ browser: parts.browser ?? m.security_browser(), os: parts.os ?? m.security_unknown_system() });
}

export function SessionsList() {
  const { locale } = useLocale();
  const { data: sessions, isPending, isError, error, refetch } = useSessions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });

  async function revoke(token: string) {
    const { error } = await authClient.revokeSession({ token });
    if (error) return toast.error(error.message ?? m.security_revoke_failed());
    toast.success(m.security_revoked());
    await refresh();
  }
  async function revokeOthers() {
    const { error } = await authClient.revokeOtherSessions();
    if (error) return toast.error(error.message ?? m.security_revoke_others_failed());
    toast.success(m.security_revoked_others());
    await refresh();
  }
  async function revokeAll() {
    const { error } = await authClient.revokeSessions();
    if (error) return toast.error(error.message ?? m.security_revoke_all_failed());
    queryClient.clear();
    toast.success(m.security_revoked_all());
    void navigate("/auth", { state: { signedOut: true } });
  }

  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (isError) {
    return (
      <div className="rounded-lg border p-3 text-sm">
        <ErrorRetry inline message={errorMessage(error, m.security_sessions_failed())} onRetry={refetch} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label={m.security_active_sessions()}>
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center gap-3 rounded-lg border p-3">
            <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {deviceName(s.userAgent)} {s.current ? <Badge tone="primary">{m.security_this_device()}</Badge> : null}
              </p>
              <p className="text-muted-foreground">{m.security_last_active({ when: formatRelativeTime(s.updatedAt, locale) })}</p>
            </div>
            {s.current ? null : (
              <NetworkButton variant="ghost" size="sm" onClick={() => void revoke(s.token)} aria-label={m.security_sign_out_device({ device: deviceName(s.userAgent) })}>
                <LogOut aria-hidden="true" />
              </NetworkButton>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <NetworkButton variant="outline" onClick={() => void revokeOthers()} disabled={sessions.length < 2}>
          {m.security_sign_out_others()}
        </NetworkButton>
        <NetworkButton variant="destructive" onClick={() => void revokeAll()}>
          {m.security_sign_out_everywhere()}
        </NetworkButton>
      </div>
    </div>
  );
}
