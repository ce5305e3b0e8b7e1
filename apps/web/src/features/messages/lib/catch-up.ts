/**
 * What the person's socket may have missed before it (re)opened: a message sent between a
 * conversation's first read and the socket's subscription, or while the socket was down. Each
 * conversation on screen reads what arrived after the last message it shows and adds it once; one
 * whose first read was still in flight is read again; those not on screen are only marked stale.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Message } from "@expertconnect/shared/schemas/messages";
import { fetchMessagesAfter } from "../api/get-messages.ts";
import { messageKeys } from "../api/keys.ts";
import { addMessages, latestShown, setPeerMarks } from "../api/message-cache.ts";

/** `onArrived` hears each conversation's messages found this way (the socket acknowledges them). */
export async function catchUpConversations(queryClient: QueryClient, onArrived: (conversationId: string, messages: Message[]) => void) {
  const queries = queryClient.getQueryCache().findAll({ queryKey: messageKeys.allMessages() });
  await Promise.all(
    queries.map(async (query) => {
      const conversationId = String(query.queryKey[2]);
      const again = () => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: query.isActive() ? "active" : "none" });
      const last = latestShown(queryClient, conversationId);
      // Not on screen, nothing shown yet (an empty conversation, or its first read in flight, which
      // may have been answered before the socket listened): read it again, or when next shown.
      if (!query.isActive() || !last) return again();
      try {
        const page = await fetchMessagesAfter(conversationId, last);
        addMessages(queryClient, conversationId, page.messages);
        setPeerMarks(queryClient, conversationId, page.peerMarks);
        if (page.messages.length) onArrived(conversationId, page.messages);
        // More than a page arrived: the latest pages are read again rather than all of it.
        if (page.nextAfter !== null) await again();
      } catch {
        // Offline again or refused: the next opening catches up.
      }
    }),
  );
}
