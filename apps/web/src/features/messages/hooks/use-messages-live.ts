/**
 * Keeps the signed-in person's messaging caches live from their socket: new messages join their
 * conversation (and are acknowledged as delivered), the other person's marks move, the unread total
 * is replaced. Mounted once, by the Messages badge of the bottom navigation.
 */
import { useEffect } from "react";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { PeerMarks, ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import { invalidate } from "@/lib/query-keys.ts";
import type { Conversation } from "../api/get-conversation.ts";
import { addMessage, type MessagesPage } from "../api/get-messages.ts";
import { messageKeys } from "../api/keys.ts";

export function useMessagesLive(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let socket: { close(): void; send(m: { type: "delivered"; conversationId: string; messageId: number }): boolean } | undefined;
    let cancelled = false;

    const setMarks = (conversationId: string, marks: PeerMarks) => {
      queryClient.setQueryData<Conversation>(messageKeys.conversation(conversationId), (c) => (c ? { ...c, peerMarks: marks } : c));
      queryClient.setQueryData<InfiniteData<MessagesPage>>(messageKeys.messages(conversationId), (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, peerMarks: marks })) } : data,
      );
    };
    const onMessage = (event: ServerMessagesSocketMessage) => {
      switch (event.type) {
        case "message":
          addMessage(queryClient, event.message);
          void invalidate(queryClient, messageKeys.lists());
          if (event.message.senderId !== userId) socket?.send({ type: "delivered", conversationId: event.message.conversationId, messageId: event.message.id });
          return;
        case "marks":
          return setMarks(event.conversationId, event.marks);
        case "unread":
          queryClient.setQueryData(messageKeys.unread(), { total: event.total });
          return;
      }
    };

    void import("../lib/messages-socket.ts").then(({ MessagesSocket }) => {
      if (cancelled) return;
      socket = new MessagesSocket({
        onMessage,
        onOpen: (reconnected) => {
          if (reconnected) void invalidate(queryClient, messageKeys.all);
        },
      });
    });
    return () => {
      cancelled = true;
      socket?.close();
    };
  }, [userId, queryClient]);
}
