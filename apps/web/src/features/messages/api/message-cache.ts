/**
 * Writes into the messaging caches without the fetching code, so the live updates (loaded with the
 * socket) and the mutations share one way of doing it.
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Message, PeerMarks } from "@expertconnect/shared/schemas/messages";
import type { Conversation } from "./get-conversation.ts";
import type { MessagesPage } from "./get-messages.ts";
import { messageKeys } from "./keys.ts";

/**
 * Adds messages to their conversation's loaded pages, each once, whether they came from the POST,
 * the socket or a catch-up read after the socket opened.
 */
export function addMessages(queryClient: QueryClient, conversationId: string, messages: Message[]) {
  queryClient.setQueryData<InfiniteData<MessagesPage, number | undefined>>(messageKeys.messages(conversationId), (data) => {
    if (!data?.pages[0]) return data;
    const shown = new Set(data.pages.flatMap((p) => p.messages.map((m) => m.id)));
    const fresh = messages.filter((m) => !shown.has(m.id));
    if (fresh.length === 0) return data;
    const [latest, ...older] = data.pages;
    return { ...data, pages: [{ ...latest, messages: [...latest.messages, ...fresh].sort((a, b) => a.id - b.id) }, ...older] };
  });
}

export const addMessage = (queryClient: QueryClient, message: Message) => addMessages(queryClient, message.conversationId, [message]);

/** The id of the latest message a conversation's loaded pages show (0 for none), or null when none are loaded. */
export function latestShown(queryClient: QueryClient, conversationId: string): number | null {
  const data = queryClient.getQueryData<InfiniteData<MessagesPage>>(messageKeys.messages(conversationId));
  if (!data?.pages[0]) return null;
  return data.pages[0].messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The other person's marks moved: the header and the loaded pages show them. */
export function setPeerMarks(queryClient: QueryClient, conversationId: string, marks: PeerMarks) {
  queryClient.setQueryData<Conversation>(messageKeys.conversation(conversationId), (c) => (c ? { ...c, peerMarks: marks } : c));
  queryClient.setQueryData<InfiniteData<MessagesPage>>(messageKeys.messages(conversationId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, peerMarks: marks })) } : data,
  );
}
