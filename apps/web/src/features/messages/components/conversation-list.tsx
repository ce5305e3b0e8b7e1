import { SearchX } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useConversations } from "../api/get-conversations.ts";
import { ConversationItem } from "./conversation-item.tsx";
import { NoConversations } from "./no-conversations.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

function ListSkeleton() {
  useLocale();
  return (
    <div className="space-y-3" aria-busy="true" aria-label={m.messages_loading()}>
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
  useLocale();
  const all = useConversations("");
  const found = useConversations(q);
  const query = q ? found : all;
  if (query.isPending || all.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorRetry title={m.messages_list_failed()} message={errorMessage(query.error, m.messages_check_connection())} onRetry={query.refetch} />;
  if (!all.data?.pages[0]?.items.length) return <NoConversations />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState icon={<SearchX />} title={m.messages_none_found()} description={m.messages_nothing_matches({ q })} />;
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label={m.messages_conversations()}>
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
