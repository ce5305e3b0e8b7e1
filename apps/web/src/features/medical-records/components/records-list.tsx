import { FileText } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useRecords } from "../api/get-records.ts";
import { RecordItem } from "./record-item.tsx";
import { UploadRecordButton } from "./upload-record-button.tsx";

/** The signed-in user's Medical Records, newest first (docs/product.md#medical-records). */
export function RecordsList({ userId }: { userId: string }) {
  const query = useRecords(userId);
  if (query.isPending) return <Skeleton shape="panel" className="h-40 w-full" />;
  if (query.error) return <ErrorRetry title="Could not load your records" message={errorMessage(query.error, "Please check your connection and try again.")} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<FileText />}
        title="No records yet"
        description="Prescriptions, lab reports and scans you upload will be kept here."
        action={<UploadRecordButton />}
      />
    );
  }
  return (
    <div className="space-y-4">
      <UploadRecordButton />
      <Card>
        <ul className="divide-y" aria-label="Your records">
          {items.map((item) => (
            <RecordItem key={`${item.type}-${item.id}`} item={item} />
          ))}
        </ul>
      </Card>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={() => query.fetchNextPage()} />
    </div>
  );
}
