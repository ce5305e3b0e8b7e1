import { BellOff, CheckCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast.ts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useUnreadCount } from "@/lib/unread-notifications.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkAllRead, useMarkRead } from "../api/mark-read.ts";
import { NotificationCard } from "./notification-card.tsx";
import { m } from "@/paraglide/messages.js";
import { formatNumber, useLocale } from "@/lib/i18n.tsx";

/** The signed-in person's notifications (docs/product.md#notifications), newest first. */
export function NotificationList({ userId }: { userId: string }) {
  const { locale } = useLocale();
  const query = useNotifications(userId);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(userId);
  // The badge's poll is what notices new ones; when it counts more, the open list is read again.
  const { refetch } = query;
  const lastUnread = useRef(unread);
  useEffect(() => {
    if (unread > lastUnread.current) void refetch();
    lastUnread.current = unread;
  }, [unread, refetch]);

  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={m.notifications_loading()}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="panel" className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorRetry title={m.notifications_load_failed()} message={errorMessage(query.error, m.notifications_check_connection())} onRetry={query.refetch} />;
  }
  const items = query.data.pages.flatMap((p) => p.notifications);
  if (items.length === 0) return <EmptyState icon={<BellOff />} title={m.notifications_empty_title()} description={m.notifications_empty_description()} />;

  const anyUnread = unread > 0 || items.some((n) => !n.read);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? m.notifications_none_unread() : m.notifications_unread({ count: formatNumber(unread, locale) })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={!anyUnread || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => toast.success(m.notifications_all_read()),
              onError: (error) => toast.error(errorMessage(error, m.notifications_mark_all_failed())),
            })
          }
        >
          <CheckCheck aria-hidden="true" /> {m.notifications_mark_all()}
        </Button>
      </div>
      <ul className="space-y-3" aria-label={m.notifications_list()}>
        {items.map((n) => (
          <li key={n.id} data-read={n.read}>
            <NotificationCard notification={n} onOpen={(id) => markRead.mutate(id)} />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </div>
  );
}
