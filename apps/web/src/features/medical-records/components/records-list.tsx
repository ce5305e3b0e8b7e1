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
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The signed-in user's Medical Records, newest first (docs/product.md#medical-records). */
export function RecordsList({ userId }: { userId: string }) {
  useLocale();
  const query = useRecords(userId);
  if (query.isPending) return <Skeleton shape="panel" className="h-40 w-full" />;
  if (query.error) return <ErrorRetry title={m.records_load_failed()} message={errorMessage(query.error, m.records_check_connection())} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<FileText />}
        title={m.records_empty()}
        description={m.records_empty_text()}
        action={<UploadRecordButton />}
      />
    );
  }
  return (
    <div className="space-y-4">
      <UploadRecordButton />
      <Card>
        <ul className="divide-y" aria-label={m.records_yours()}>
          {items.map((item) => (
            <RecordItem key={`${item.type}-${item.id}`} item={item} />
          ))}
        </ul>
      </Card>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={() => query.fetchNextPage()} />
    </div>
  );
}
