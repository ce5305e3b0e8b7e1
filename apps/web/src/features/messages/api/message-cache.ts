/**
 * Writes into the messaging caches without the fetching code, so the live updates (loaded with the
 * socket) and the mutations share one way of doing it.
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Message, PeerMarks } from "@expertconnect/shared/schemas/messages";
import type { Conversation } from "./get-conversation.ts";
import type { MessagesPage } from "./get-messages.ts";
import { messageKeys } from "./keys.ts";

/** Adds a message to its conversation's loaded pages once, whether it came from the POST or the socket. */
export function addMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<InfiniteData<MessagesPage, number | undefined>>(messageKeys.messages(message.conversationId), (data) => {
    if (!data?.pages[0]) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [latest, ...older] = data.pages;
    const messages = [...latest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...latest, messages }, ...older] };
  });
}

/** The other person's marks moved: the header and the loaded pages show them. */
export function setPeerMarks(queryClient: QueryClient, conversationId: string, marks: PeerMarks) {
  queryClient.setQueryData<Conversation>(messageKeys.conversation(conversationId), (c) => (c ? { ...c, peerMarks: marks } : c));
  queryClient.setQueryData<InfiniteData<MessagesPage>>(messageKeys.messages(conversationId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, peerMarks: marks })) } : data,
  );
}
