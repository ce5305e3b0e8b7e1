import { useEffect, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { CHAT_MESSAGE_MAX } from "@expertconnect/shared/constants";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatTime } from "@/lib/i18n-dates.ts";
import { useRoomMessages, useSendMessage } from "../api/messages.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The room's chat: its history, live messages from the socket (put in the same cache), and a box to send. */
export function ChatPanel({ bookingId, userId, peerName, canSend }: { bookingId: string; userId: string; peerName: string; canSend: boolean }) {
  const { locale } = useLocale();
  const { data: messages = [], isError } = useRoomMessages(bookingId);
  const send = useSendMessage(bookingId);
  const [text, setText] = useState("");
  const endRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages.length]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(text, { onSuccess: () => setText("") });
  };

  return (
    <section aria-label={m.room_chat()} className="flex min-h-64 flex-col rounded-xl border bg-card">
      <ol className="flex max-h-80 flex-1 flex-col gap-2 overflow-y-auto p-3" aria-live="polite">
        {isError ? <li className="text-sm text-destructive">{m.room_messages_failed()}</li> : null}
        {messages.length === 0 ? <li className="text-sm text-muted-foreground">{m.room_no_messages({ name: peerName })}</li> : null}
        {messages.map((message) => {
          const mine = message.senderId === userId;
          return (
            <li key={message.id} className={mine ? "self-end text-right" : "self-start"}>
              <p className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${mine ? "bg-primary text-primary-foreground" : "bg-muted"}`}>
                <span className="sr-only">{mine ? m.room_you() : peerName}: </span>
                <span data-content>{message.body}</span>
              </p>
              <span className="text-xs text-muted-foreground">{formatTime(message.createdAt, locale)}</span>
            </li>
          );
        })}
        <li ref={endRef} aria-hidden="true" />
      </ol>
      {canSend ? (
        <form method="post" onSubmit={submit} className="flex gap-2 border-t p-2">
          <Input aria-label={m.room_message()} value={text} onChange={(e) => setText(e.target.value)} maxLength={CHAT_MESSAGE_MAX + 1} placeholder={m.room_type_message()} autoComplete="off" />
          <Button type="submit" size="icon" aria-label={m.room_send()} disabled={send.isPending}>
            <Send aria-hidden="true" />
          </Button>
        </form>
      ) : null}
      {send.isError ? (
        <p role="alert" className="px-3 pb-2 text-sm text-destructive">
          {errorMessage(send.error, m.room_send_failed())}
        </p>
      ) : null}
    </section>
  );
}
