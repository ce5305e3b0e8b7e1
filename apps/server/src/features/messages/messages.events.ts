/**
 * What happens after a message is stored or a conversation's marks move: each person's socket (on
 * any instance, through the realtime bus) hears of it. `onMessageSent` is the one place a sent
 * message is announced; a "new message" notification belongs there too.
 */
import type { Message, PeerMarks, ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import type { Deps } from "../../lib/context.ts";
import { unreadTotal, type ConversationAccess } from "./messages.queries.ts";

/** Every socket of one person, whichever instance it is connected to. */
export const userChannel = (userId: string) => `messages:user:${userId}`;

type EventDeps = Pick<Deps, "db" | "realtime" | "logger"> & Partial<Pick<Deps, "notify">>;

const push = (deps: EventDeps, userId: string, event: ServerMessagesSocketMessage) =>
  deps.realtime.publish(userChannel(userId), event).catch((err: unknown) => deps.logger.warn({ err }, "messages: publish failed"));

/** Pushes the person's unread total to their sockets. */
export async function pushUnread(deps: EventDeps, userId: string) {
  await push(deps, userId, { type: "unread", total: await unreadTotal(deps.db, userId) });
}

/** A message was sent: both people's sockets get it (the sender's other tabs too), the recipient their new unread total. */
export async function onMessageSent(deps: EventDeps, p: { access: ConversationAccess; senderId: string; message: Message }) {
  const { access, senderId, message } = p;
  await push(deps, senderId, { type: "message", message });
  if (access.peerUserId && access.peerUserId !== senderId) {
    const recipientId = access.peerUserId;
    await push(deps, recipientId, { type: "message", message });
    await pushUnread(deps, recipientId);
    // The notification (and its Web Push) after the message is stored: a failure here costs only the notice.
    if (deps.notify) {
      const notify = deps.notify;
      await deps.db
        .transaction((tx) => notify.messageReceived(tx, { conversationId: access.id, senderId, recipientId, preview: message.body }))
        .catch((err: unknown) => deps.logger.warn({ err }, "messages: could not write the new-message notification"));
    }
  }
}

/** The person's marks moved (they received or read): the other person's sockets show the new marks. */
export async function onMarksMoved(deps: EventDeps, p: { access: ConversationAccess; marks: PeerMarks }) {
  if (p.access.peerUserId) await push(deps, p.access.peerUserId, { type: "marks", conversationId: p.access.id, marks: p.marks });
}
