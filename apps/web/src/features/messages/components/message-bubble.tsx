import { Check, CheckCheck, FileText } from "lucide-react";
import type { Message, MessageMark } from "@expertconnect/shared/schemas/messages";
import { cn } from "@/lib/cn.ts";
import { formatTime } from "@/lib/i18n-dates.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const MARK_LABEL: Record<MessageMark, () => string> = { sent: m.messages_mark_sent, delivered: m.messages_mark_delivered, read: m.messages_mark_read };

function Attachment({ attachment, mine }: { attachment: NonNullable<Message["attachment"]>; mine: boolean }) {
  if (attachment.type.startsWith("image/")) {
    return (
      <a href={attachment.url} target="_blank" rel="noreferrer" className="block">
        <img src={attachment.url} alt={attachment.name} loading="lazy" className="max-h-60 max-w-full rounded-lg object-contain" />
      </a>
    );
  }
  return (
    <a href={attachment.url} download={attachment.name} className={cn("flex items-center gap-2 underline", mine ? "text-primary-foreground" : "text-foreground")}>
      <FileText className="size-5 shrink-0" aria-hidden="true" />
      <span className="break-all">{attachment.name}</span>
    </a>
  );
}

/** One message: its text or attachment, its time, and on one's own its mark (sent, delivered, read). */
export function MessageBubble({ message, mine, peerName, mark }: { message: Message; mine: boolean; peerName: string; mark?: MessageMark }) {
  const { locale } = useLocale();
  return (
    <li className={cn("flex max-w-[85%] flex-col gap-0.5", mine ? "self-end items-end" : "self-start items-start")}>
      <div className={cn("whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm", mine ? "bg-primary text-primary-foreground" : "bg-muted")}>
        <span className="sr-only">{mine ? m.messages_you() : peerName}: </span>
        {message.attachment ? <Attachment attachment={message.attachment} mine={mine} /> : null}
        <span data-content>{message.body}</span>
      </div>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
        {mine && mark ? (
          <span className={cn("flex items-center gap-0.5", mark === "read" && "text-primary")} data-mark={mark}>
            {mark === "sent" ? <Check className="size-3.5" aria-hidden="true" /> : <CheckCheck className="size-3.5" aria-hidden="true" />}
            {MARK_LABEL[mark]()}
          </span>
        ) : null}
      </span>
    </li>
  );
}
