import { Flag } from "lucide-react";
import { Link } from "react-router";
import { MODERATION_MESSAGES, REPORT_REASON_LABELS, type ModerationAction, type ReportReason } from "@expertconnect/shared/messages/moderation";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatRelative } from "@/lib/format.ts";
import { useDecideReport } from "../api/decide-report.ts";
import { useReports, type ReportedItem } from "../api/get-reports.ts";
import { SuspendedPeople } from "./suspended-people.tsx";
import { runWithToast } from "./expert-actions-form.tsx";

const KIND_LABELS: Record<ReportedItem["kind"], string> = {
  post: "Post",
  video: "Video",
  comment: "Comment",
  doubt: "Doubt",
  answer: "Answer",
  profile: "Profile",
};

/** One reported item: what it is, its reports, and the decisions (docs/product.md#moderation). */
function ReportedItemCard({ item }: { item: ReportedItem }) {
  const decide = useDecideReport();
  const run = (action: ModerationAction, note?: string) =>
    runWithToast(() => decide.mutateAsync({ kind: item.kind, id: item.itemId, action, note }), MODERATION_MESSAGES.decided[action], MODERATION_MESSAGES.decisionFailed);
  const label = `${KIND_LABELS[item.kind]} by ${item.author.name}`;
  const reasons = Object.entries(item.reasons) as [ReportReason, number][];
  return (
    <Card className="space-y-3 p-4" role="article" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="blue">{KIND_LABELS[item.kind]}</Badge>
        {item.hidden ? <Badge tone="red">{MODERATION_MESSAGES.hiddenLabel}</Badge> : null}
        {item.openCount > 0 ? (
          <span className="font-medium">
            {item.openCount} open {item.openCount === 1 ? "report" : "reports"}
          </span>
        ) : null}
        {item.latestAt ? (
          <time dateTime={item.latestAt} className="text-muted-foreground" suppressHydrationWarning>
            {formatRelative(item.latestAt)}
          </time>
        ) : null}
      </div>
      <p className="line-clamp-4 whitespace-pre-wrap break-words">{item.excerpt}</p>
      <p className="text-sm text-muted-foreground">
        by{" "}
        <Link className="underline" to={`/u/${item.author.id}`}>
          {item.author.name}
        </Link>{" "}
        ·{" "}
        <Link className="underline" to={item.link}>
          View where it is shown
        </Link>
      </p>
      {reasons.length > 0 ? (
        <ul aria-label="Reasons" className="flex flex-wrap gap-2">
          {reasons.map(([reason, count]) => (
            <li key={reason}>
              <Badge tone="yellow">
                {REPORT_REASON_LABELS[reason]} × {count}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {item.details.length > 0 ? (
        <ul aria-label="Reporters' notes" className="space-y-1 text-sm">
          {item.details.map((d, i) => (
            <li key={i} className="break-words">
              “{d}”
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.kind === "profile" ? null : item.hidden ? (
          <NetworkButton variant="outline" disabled={decide.isPending} onClick={() => void run("restore")}>
            {MODERATION_MESSAGES.actionLabels.restore}
          </NetworkButton>
        ) : (
          <NetworkButton variant="destructive" disabled={decide.isPending} onClick={() => void run("hide")}>
            {MODERATION_MESSAGES.actionLabels.hide}
          </NetworkButton>
        )}
        {item.openCount > 0 ? (
          <>
            <ReasonDialog
              trigger={MODERATION_MESSAGES.actionLabels.warn}
              title={`Warn ${item.author.name}?`}
              description="They get a notification that their content breaks the rules, with your note."
              label="Note"
              confirmLabel={MODERATION_MESSAGES.actionLabels.warn}
              busyLabel="Warning..."
              onConfirm={(note) => run("warn", note)}
            />
            <ReasonDialog
              trigger={MODERATION_MESSAGES.actionLabels.suspend}
              triggerVariant="destructive"
              title={`Suspend ${item.author.name}?`}
              description="Their account is banned: they are signed out everywhere and cannot sign in."
              required
              confirmLabel={MODERATION_MESSAGES.actionLabels.suspend}
              busyLabel="Suspending..."
              onConfirm={(note) => run("suspend", note)}
            />
            <NetworkButton variant="ghost" disabled={decide.isPending} onClick={() => void run("dismiss")}>
              {MODERATION_MESSAGES.actionLabels.dismiss}
            </NetworkButton>
          </>
        ) : null}
      </div>
    </Card>
  );
}

/** Open reports grouped by item, newest report first, then items hidden earlier (to restore), then the people suspended. */
export function ReportQueue() {
  const query = useReports();
  if (query.isPending) return <Skeleton className="h-60 w-full" aria-label="Loading the reports" />;
  if (query.isError) {
    return <ErrorRetry title="Could not load the reports" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  return (
    <div className="space-y-6">
      {query.data.items.length === 0 ? (
        <EmptyState icon={<Flag />} title={MODERATION_MESSAGES.queueEmpty} />
      ) : (
        <div className="space-y-3">
          {query.data.items.map((item) => (
            <ReportedItemCard key={`${item.kind}:${item.itemId}`} item={item} />
          ))}
        </div>
      )}
      <SuspendedPeople people={query.data.suspended} />
    </div>
  );
}
