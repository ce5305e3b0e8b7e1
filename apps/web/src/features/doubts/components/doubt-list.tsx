import { HelpCircle } from "lucide-react";
import { DOUBT_MESSAGES } from "@expertconnect/shared/messages/doubts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useDoubts } from "../api/get-doubts.ts";
import { DoubtCard } from "./doubt-card.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";

export function DoubtListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="space-y-3 p-4">
          <div className="flex items-center gap-3">
            <Skeleton shape="circle" className="size-10" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** The board: questions newest first, more loaded as the reader scrolls. */
export function DoubtList() {
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useDoubts();
  if (isPending) return <DoubtListSkeleton />;
  if (isError) {
    return (
      <ErrorRetry title="Could not load questions" message="Check your connection and try again." onRetry={refetch} />
    );
  }
  const doubts = data.pages.flatMap((p) => p.items);
  if (doubts.length === 0) return <EmptyState icon={<HelpCircle />} title={DOUBT_MESSAGES.noQuestions} />;
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Questions">
        {doubts.map((doubt) => (
          <li key={doubt.id}>
            <DoubtCard doubt={doubt} />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </div>
  );
}
