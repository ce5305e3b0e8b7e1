import { ChevronRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate } from "@/lib/format.ts";
import { useQueue } from "../api/get-queue.ts";

/** Applications waiting for a decision, oldest first; each opens its review. */
export function ApplicationQueue() {
  const query = useQueue();
  if (query.isPending) return <Skeleton className="h-40 w-full" aria-label="Loading applications" />;
  if (query.isError) {
    return <ErrorRetry title="Could not load applications" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  const applications = query.data.pages.flatMap((p) => p.applications);
  if (applications.length === 0) {
    return <EmptyState icon={<Inbox />} title="No applications waiting" description="New applications to become an expert appear here, oldest first." />;
  }
  return (
    <>
      <Card className="overflow-hidden">
        <ul aria-label="Applications waiting for review">
          {applications.map((a) => (
            <li key={a.id} className="border-b last:border-b-0">
              <Link to={`/admin/applications/${a.id}`} className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-muted">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{a.applicant.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {CATEGORY_CONFIG[a.category as Category]?.expertTerm ?? a.category} · {a.specialization} · {a.documentsCount} document
                    {a.documentsCount === 1 ? "" : "s"} · {formatBookingDate(a.createdAt)}
                  </p>
                </div>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </>
  );
}
