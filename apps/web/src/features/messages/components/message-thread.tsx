import { useEffect, useLayoutEffect, useRef } from "react";
import { messageMark, type PeerMarks } from "@expertconnect/shared/schemas/messages";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { flattenMessages, useMessages } from "../api/get-messages.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * The conversation's messages, oldest at the top: it opens at the latest, follows new ones, and
 * loads older ones when scrolled to the top, keeping the reader's place. `onLatest` hears the id of
 * the latest message from the other person (the screen marks the conversation read).
 */
export function MessageThread(p: { conversationId: string; userId: string; peerName: string; peerMarks: PeerMarks; onLatest: (id: number) => void }) {
  useLocale();
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useMessages(p.conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const messages = flattenMessages(data);
  const pages = data?.pages.length ?? 0;
  const latest = messages.at(-1)?.id ?? 0;
  const latestFromPeer = messages.findLast((message) => message.senderId !== p.userId)?.id ?? 0;
  const { onLatest } = p;

  // Older pages are added above: keep the same distance from the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && pages > 1) el.scrollTop = el.scrollHeight - fromBottom.current;
  }, [pages]);
  // A new latest message (or the first load) scrolls to the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [latest]);
  useEffect(() => {
    if (latestFromPeer) onLatest(latestFromPeer);
  }, [latestFromPeer, onLatest]);

  const loadOlder = () => {
    const el = scroller.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
    return fetchNextPage();
  };

  if (isPending) {
    return (
      <div className="flex-1 space-y-3 p-3" aria-busy="true" aria-label={m.messages_loading()}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
        <Skeleton className="h-10 w-3/5" />
      </div>
    );
  }
  if (isError) return <ErrorRetry title={m.messages_thread_failed()} message={errorMessage(error, m.messages_check_connection())} onRetry={refetch} />;
  return (
    <div ref={scroller} className="flex-1 overflow-y-auto p-3">
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={loadOlder} />
      {messages.length === 0 ? <p className="py-6 text-center text-sm text-muted-foreground">{m.messages_say_hello({ name: p.peerName })}</p> : null}
      <ol className="flex flex-col gap-2" aria-label={m.messages_title()} aria-live="polite">
        {messages.map((message) => {
          const mine = message.senderId === p.userId;
          return <MessageBubble key={message.id} message={message} mine={mine} peerName={p.peerName} mark={mine ? messageMark(message.id, p.peerMarks) : undefined} />;
        })}
      </ol>
    </div>
  );
}
