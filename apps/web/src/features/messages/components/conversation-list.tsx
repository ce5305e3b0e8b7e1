import { SearchX } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useConversations } from "../api/get-conversations.ts";
import { ConversationItem } from "./conversation-item.tsx";
import { NoConversations } from "./no-conversations.tsx";

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-xl border bg-card p-3">
          <Skeleton shape="circle" className="size-12" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The person's conversations, newest activity first, more on scroll; `q` is the search. */
export function ConversationList({ q }: { q: string }) {
  const all = useConversations("");
  const found = useConversations(q);
  const query = q ? found : all;
  if (query.isPending || all.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorRetry title="Could not load conversations" message={errorMessage(query.error, "Check your connection and try again.")} onRetry={query.refetch} />;
  if (!all.data?.pages[0]?.items.length) return <NoConversations />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState icon={<SearchX />} title="No conversations found" description={`Nothing matches "${q}".`} />;
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Conversations">
        {items.map((c) => (
          <li key={c.id}>
            <ConversationItem conversation={c} />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </div>
  );
}
