import { Paperclip } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatAgo } from "@/lib/i18n-dates.ts";
import type { ConversationSummary } from "../api/get-conversations.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** One row of the list: the other person, the latest message and its time, and the unread count. */
export function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const { locale } = useLocale();
  const { id, peer, lastMessage, lastActivityAt, unread } = conversation;
  const preview = lastMessage ? <span data-content>{lastMessage.body || lastMessage.attachmentName || ""}</span> : m.messages_no_messages_hello();
  return (
    <Link
      to={`/messages/${id}`}
      className="flex items-center gap-3 rounded-xl border bg-card p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Avatar name={peer.name} src={peer.avatarUrl} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={unread ? "truncate font-semibold" : "truncate font-medium"}>{peer.name}</span>
          <time dateTime={lastMessage?.createdAt ?? lastActivityAt} className="shrink-0 text-xs text-muted-foreground">
            {formatAgo(lastMessage?.createdAt ?? lastActivityAt, locale)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
            {lastMessage?.attachmentName && !lastMessage.body ? <Paperclip className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            <span className="truncate">
              {lastMessage?.mine ? m.messages_you_prefix() : ""}
              {preview}
            </span>
          </span>
          {unread > 0 ? (
            <span aria-label={m.messages_unread({ count: unread })} role="img" className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-foreground">
              {unread}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
