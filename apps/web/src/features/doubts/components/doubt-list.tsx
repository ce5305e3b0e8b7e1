import { HelpCircle } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useDoubts } from "../api/get-doubts.ts";
import { DoubtCard } from "./doubt-card.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function DoubtListSkeleton({ count = 3 }: { count?: number }) {
  useLocale();
  return (
    <div className="space-y-3" aria-busy="true" aria-label={m.doubts_loading()}>
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
  useLocale();
  if (isPending) return <DoubtListSkeleton />;
  if (isError) {
    return (
      <ErrorRetry title={m.doubts_load_failed()} message={m.doubts_check_connection()} onRetry={refetch} />
    );
  }
  const doubts = data.pages.flatMap((p) => p.items);
  if (doubts.length === 0) return <EmptyState icon={<HelpCircle />} title={m.doubts_no_questions()} />;
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={m.doubts_questions()}>
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
