/**
 * The live side of messaging, loaded only once someone is signed in: the person's socket, and what
 * each of its events does to the caches. New messages join their conversation (and are acknowledged
 * as delivered), the other person's marks move, the unread total is replaced.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import { invalidate } from "@/lib/query-keys.ts";
import { messageKeys } from "../api/keys.ts";
import { addMessage, setPeerMarks } from "../api/message-cache.ts";
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
  const socket = new MessagesSocket({
    onMessage,
    // Whatever was sent while the socket was down is read again.
    onOpen: (reconnected) => {
      if (reconnected) void invalidate(queryClient, messageKeys.all);
    },
  });
  return () => socket.close();
}
