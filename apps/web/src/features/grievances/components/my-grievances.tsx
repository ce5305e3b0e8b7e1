import { MessageSquareWarning } from "lucide-react";
import { Link } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useMyGrievances, type MyGrievance } from "../api/get-grievances.ts";
import { useReplyGrievance } from "../api/reply-grievance.ts";
import { GrievanceThread } from "@/components/grievance-thread.tsx";
import { GrievanceReplyForm } from "@/components/grievance-reply-form.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";
import { grievanceStatusWords } from "@/components/grievance-words.ts";

const TONE = { open: "yellow", answered: "green", closed: "neutral" } as const;

function GrievanceCard({ grievance: g }: { grievance: MyGrievance }) {
  useLocale();
  const reply = useReplyGrievance();
  return (
    <Card className="space-y-3 p-4">
      <article aria-labelledby={`concern-${g.id}`} className="space-y-3">
        <h2 id={`concern-${g.id}`} className="flex flex-wrap items-center justify-between gap-2 font-semibold">
          <span className="tabular-nums">{g.reference}</span>
          <Badge tone={TONE[g.status]}>{grievanceStatusWords(g.status)}</Badge>
        </h2>
        <GrievanceThread grievance={g} teamLabel="ExpertConnect" personLabel={m.concerns_you()} />
        {g.status === "closed" ? null : <GrievanceReplyForm label={m.concerns_reply()} send={(body) => reply.mutateAsync({ id: g.id, body })} />}
      </article>
    </Card>
  );
}

/** 'My concerns': the person's concerns with the team's answers, newest first; a reply on any not closed. */
export function MyGrievances() {
  useLocale();
  const query = useMyGrievances();
  const raise = (
    <Button asChild>
      <Link to="/profile/concerns/new">{m.concerns_title()}</Link>
    </Button>
  );
  if (query.isPending) return <Skeleton className="h-48 w-full" aria-label={m.concerns_loading()} />;
  if (query.isError) return <ErrorRetry title={m.concerns_load_failed()} message={errorMessage(query.error, m.concerns_try_again())} onRetry={query.refetch} />;
  const grievances = query.data.pages.flatMap((p) => p.grievances);
  if (grievances.length === 0) return <EmptyState icon={<MessageSquareWarning />} title={m.concerns_empty()} description={m.concerns_empty_text()} action={raise} />;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">{raise}</div>
      {grievances.map((g) => (
        <GrievanceCard key={g.id} grievance={g} />
      ))}
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </div>
  );
}
