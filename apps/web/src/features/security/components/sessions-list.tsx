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
import { formatRelative } from "@/lib/format.ts";
import { describeDevice, useSessions } from "../api/list-sessions.ts";
import { securityKeys } from "../api/keys.ts";

/** Sign-out scopes: this device (local), other devices (others), everywhere (global); docs/product.md#security-and-sign-in. */
export function SessionsList() {
  const { data: sessions, isPending, isError, error, refetch } = useSessions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });

  async function revoke(token: string) {
    const { error } = await authClient.revokeSession({ token });
    if (error) return toast.error(error.message ?? "Could not sign out that device");
    toast.success("Signed out of that device");
    await refresh();
  }
  async function revokeOthers() {
    const { error } = await authClient.revokeOtherSessions();
    if (error) return toast.error(error.message ?? "Could not sign out your other devices");
    toast.success("Signed out of all other devices");
    await refresh();
  }
  async function revokeAll() {
    const { error } = await authClient.revokeSessions();
    if (error) return toast.error(error.message ?? "Could not sign out everywhere");
    queryClient.clear();
    toast.success("Signed out everywhere");
    void navigate("/auth", { state: { signedOut: true } });
  }

  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (isError) {
    return (
      <div className="rounded-lg border p-3 text-sm">
        <ErrorRetry inline message={errorMessage(error, "Your signed-in devices could not be loaded.")} onRetry={refetch} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center gap-3 rounded-lg border p-3">
            <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {describeDevice(s.userAgent)} {s.current ? <Badge tone="primary">This device</Badge> : null}
              </p>
              <p className="text-muted-foreground">Last active {formatRelative(s.updatedAt)}</p>
            </div>
            {s.current ? null : (
              <NetworkButton variant="ghost" size="sm" onClick={() => void revoke(s.token)} aria-label={`Sign out ${describeDevice(s.userAgent)}`}>
                <LogOut aria-hidden="true" />
              </NetworkButton>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <NetworkButton variant="outline" onClick={() => void revokeOthers()} disabled={sessions.length < 2}>
          Sign out of other devices
        </NetworkButton>
        <NetworkButton variant="destructive" onClick={() => void revokeAll()}>
          Sign out everywhere
        </NetworkButton>
      </div>
    </div>
  );
}
