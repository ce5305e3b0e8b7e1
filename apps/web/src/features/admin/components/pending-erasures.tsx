import { UserX } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { usePendingErasures } from "../api/get-erasures.ts";

const When = ({ at }: { at: string | null }) =>
  at ? (
    <time dateTime={at}>
      {formatBookingDate(at)} {formatBookingTime(at)}
    </time>
  ) : (
    <>—</>
  );

/** Confirmed erasures waiting for their date, the soonest first (docs/product.md#erasure). */
export function PendingErasures() {
  const query = usePendingErasures();
  if (query.isPending) return <Skeleton className="h-40 w-full" aria-label="Loading the pending erasures" />;
  if (query.isError) return <ErrorRetry title="Could not load the pending erasures" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  const { erasures } = query.data;
  if (erasures.length === 0) return <EmptyState icon={<UserX />} title="No erasures pending" />;
  return (
    <Card className="overflow-hidden">
      <ul aria-label="Pending erasures">
        {erasures.map((e) => (
          <li key={e.id} className="space-y-0.5 border-b px-4 py-3 text-sm last:border-b-0">
            <p className="flex flex-wrap justify-between gap-x-3">
              <span className="break-all font-medium">{e.email}</span>
              <span className="font-semibold">
                {e.status === "erasing" ? "Under way" : "Scheduled"} · <When at={e.scheduledFor} />
              </span>
            </p>
            <p className="text-muted-foreground">
              Asked <When at={e.requestedAt} /> · confirmed <When at={e.confirmedAt} />
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
