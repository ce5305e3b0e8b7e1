import { Paperclip } from "lucide-react";
import { Link } from "react-router";
import { unreadLabel } from "@expertconnect/shared/messages/messaging";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatRelative } from "@/lib/format.ts";
import type { ConversationSummary } from "../api/get-conversations.ts";

/** One row of the list: the other person, the latest message and its time, and the unread count. */
export function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const { id, peer, lastMessage, lastActivityAt, unread } = conversation;
  const preview = lastMessage ? (lastMessage.body || lastMessage.attachmentName || "") : "No messages yet. Say hello.";
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
            {formatRelative(lastMessage?.createdAt ?? lastActivityAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
            {lastMessage?.attachmentName && !lastMessage.body ? <Paperclip className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            <span className="truncate">
              {lastMessage?.mine ? "You: " : ""}
              {preview}
            </span>
          </span>
          {unread > 0 ? (
            <span aria-label={unreadLabel(unread)} role="img" className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-foreground">
              {unread}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
