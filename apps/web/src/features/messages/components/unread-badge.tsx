import { unreadLabel } from "@expertconnect/shared/messages/messaging";
import { useSession } from "@/lib/session.ts";
import { useUnread } from "../api/get-unread.ts";
import { useMessagesLive } from "../hooks/use-messages-live.ts";

/** The Messages item's count of unread messages, kept live by the person's socket; nothing when 0 or signed out. */
export function UnreadBadge() {
  const userId = useSession().data?.user.id;
  useMessagesLive(userId);
  const { data } = useUnread(Boolean(userId));
  const total = userId ? (data?.total ?? 0) : 0;
  if (total <= 0) return null;
  return (
    <span
      role="status"
      aria-label={unreadLabel(total)}
      className="absolute -right-2 -top-1.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-white"
    >
      {total > 99 ? "99+" : total}
    </span>
  );
}
