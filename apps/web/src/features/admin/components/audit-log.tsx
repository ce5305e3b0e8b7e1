import { ScrollText } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { useAudit } from "../api/get-audit.ts";

const ACTIONS: Record<string, string> = {
  grant_admin: "Made admin",
  revoke_admin: "Admin removed",
  approve_application: "Approved application",
  reject_application: "Rejected application",
  suspend_expert: "Suspended expert",
  unsuspend_expert: "Unsuspended expert",
  hold_payouts: "Held payouts",
  unhold_payouts: "Lifted payout hold",
  reply_grievance: "Answered concern",
  close_grievance: "Closed concern",
  set_payout_account: "Payout account changed",
  hide_content: "Hid reported content",
  restore_content: "Restored hidden content",
  warn_author: "Warned an author",
  suspend_user: "Suspended an account",
  unsuspend_user: "Lifted an account's suspension",
  dismiss_reports: "Dismissed reports",
};

/** Every admin action, newest first: who, what, on which record, why and when (IST). */
export function AuditLog() {
  const query = useAudit();
  if (query.isPending) return <Skeleton className="h-60 w-full" aria-label="Loading the audit log" />;
  if (query.isError) {
    return <ErrorRetry title="Could not load the audit log" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  const entries = query.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <EmptyState icon={<ScrollText />} title="No admin actions yet" />;
  return (
    <>
      <Card className="overflow-hidden">
        <ul aria-label="Audit log">
          {entries.map((e) => (
            <li key={e.id} className="space-y-0.5 border-b px-4 py-3 text-sm last:border-b-0">
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium">{ACTIONS[e.action] ?? e.action}</span>
                <time dateTime={String(e.at)} className="text-muted-foreground">
                  {formatBookingDate(e.at)} {formatBookingTime(e.at)}
                </time>
              </p>
              <p className="break-all text-muted-foreground">
                by {e.actorEmail ?? "system"} · {e.targetTable} {e.targetId}
              </p>
              {e.reason ? <p>“{e.reason}”</p> : null}
            </li>
          ))}
        </ul>
      </Card>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </>
  );
}
