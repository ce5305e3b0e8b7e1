/**
 * The live side of messaging, loaded only once someone is signed in: the person's socket, and what
 * each of its events does to the caches. New messages join their conversation (and are acknowledged
 * as delivered), the other person's marks move, the unread total is replaced. Each time the socket
 * opens, the first time included, what it may have missed is read (lib/catch-up.ts).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Message, ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import { invalidate, notificationKeys } from "@/lib/query-keys.ts";
import { messageKeys } from "../api/keys.ts";
import { addMessage, setPeerMarks } from "../api/message-cache.ts";
import { catchUpConversations } from "./catch-up.ts";
import { MessagesSocket } from "./messages-socket.ts";

/** Opens the person's socket; returns the function that closes it. */
export function startMessagesLive(queryClient: QueryClient, userId: string): () => void {
  const onMessage = (event: ServerMessagesSocketMessage) => {
    switch (event.type) {
      case "message":
        addMessage(queryClient, event.message);
        void invalidate(queryClient, messageKeys.lists());
        if (event.message.senderId !== userId) socket.send({ type: "delivered", conversationId: event.message.conversationId, messageId: event.message.id });
        return;
      case "marks":
        return setPeerMarks(queryClient, event.conversationId, event.marks);
      case "unread":
        queryClient.setQueryData(messageKeys.unread(), { total: event.total });
        return;
    }
  };
  // The latest of the other person's messages found by a catch-up is acknowledged as one from the socket is.
  const acknowledge = (conversationId: string, messages: Message[]) => {
    const latest = messages.findLast((m) => m.senderId !== userId);
    if (latest) socket.send({ type: "delivered", conversationId, messageId: latest.id });
  };
  const socket = new MessagesSocket({
    onMessage,
    // The socket listens from now on: what arrived before it did (since the screens last read, or
    // while it was down) is read now. The unread total comes with the opening itself; the
    // conversation list and the notifications (list and badges) are read again.
    onOpen: () => {
      void catchUpConversations(queryClient, acknowledge);
      void invalidate(queryClient, messageKeys.lists(), notificationKeys.all);
    },
  });
  return () => socket.close();
}
