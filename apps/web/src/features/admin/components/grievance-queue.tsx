import { MessageSquareWarning } from "lucide-react";
import { GRIEVANCE_PROMISE_DAYS, GRIEVANCE_RESOLVE_DAYS, GRIEVANCE_STATUS_LABELS } from "@expertconnect/shared/messages/grievances";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { GrievanceReplyForm } from "@/components/grievance-reply-form.tsx";
import { GrievanceThread } from "@/components/grievance-thread.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useCloseGrievance, useReplyToGrievance } from "../api/answer-grievance.ts";
import { useGrievanceQueue, type QueuedGrievance } from "../api/get-grievances.ts";

/** A concern past our 15-day promise, or past the 90-day legal limit, stands out by its border. */
const URGENCY_BORDER: Record<string, string | undefined> = { overdue: "border-destructive", late: "border-yellow-500" };

const AGE_TONE = { ok: "neutral", late: "yellow", overdue: "red" } as const;

function age(g: QueuedGrievance) {
  const days = `${g.ageDays} ${g.ageDays === 1 ? "day" : "days"} old`;
  if (g.urgency === "overdue") return `${days} · ${-g.daysLeft} past the ${GRIEVANCE_RESOLVE_DAYS}-day legal limit`;
  if (g.urgency === "late") return `${days} · past our ${GRIEVANCE_PROMISE_DAYS}-day promise · ${g.daysLeft} left of the ${GRIEVANCE_RESOLVE_DAYS}-day limit`;
  return `${days} · ${g.promiseDaysLeft} left of our ${GRIEVANCE_PROMISE_DAYS}-day promise`;
}

function QueuedCard({ grievance: g }: { grievance: QueuedGrievance }) {
  const reply = useReplyToGrievance();
  const close = useCloseGrievance();
  const onClose = () =>
    close.mutate(
      { id: g.id },
      { onSuccess: () => toast.success(`${g.reference} closed`), onError: (error) => toast.error(errorMessage(error, "Could not close the concern.")) },
    );
  return (
    <li>
      <Card className={cn("space-y-3 p-4", URGENCY_BORDER[g.urgency])}>
        <article aria-labelledby={`queued-${g.id}`} className="space-y-3">
          <h2 id={`queued-${g.id}`} className="flex flex-wrap items-center justify-between gap-2 font-semibold">
            <span className="tabular-nums">{g.reference}</span>
            <Badge tone={AGE_TONE[g.urgency]}>{age(g)}</Badge>
          </h2>
          <p className="text-sm text-muted-foreground">
            {g.person.name} · <span className="break-all">{g.person.email}</span> · {GRIEVANCE_STATUS_LABELS[g.status]}
          </p>
          <GrievanceThread grievance={g} teamLabel="Team" personLabel={g.person.name} />
          <GrievanceReplyForm label={`Reply to ${g.reference}`} sendLabel="Send answer" send={(body) => reply.mutateAsync({ id: g.id, body })} />
          <NetworkButton variant="outline" onClick={onClose} disabled={close.isPending}>
            {close.isPending ? "Closing..." : `Close ${g.reference}`}
          </NetworkButton>
        </article>
      </Card>
    </li>
  );
}

/** Concerns not closed, oldest first, each with its age against our 15-day promise and the 90-day legal limit (docs/product.md#grievances). */
export function GrievanceQueue() {
  const query = useGrievanceQueue();
  if (query.isPending) return <Skeleton className="h-60 w-full" aria-label="Loading the concerns" />;
  if (query.isError) return <ErrorRetry title="Could not load the concerns" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  const grievances = query.data.pages.flatMap((p) => p.grievances);
  if (grievances.length === 0) return <EmptyState icon={<MessageSquareWarning />} title="No open concerns" />;
  return (
    <div className="space-y-4">
      <ul aria-label="Open concerns" className="space-y-4">
        {grievances.map((g) => (
          <QueuedCard key={g.id} grievance={g} />
        ))}
      </ul>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </div>
  );
}
