/**
 * One person's messages WebSocket: everything addressed to them (new messages, the other person's
 * marks, their unread total) arrives on their channel of the realtime bus, from any instance. The
 * browser acknowledges what it received ("delivered"); the person is the session's, so nothing a
 * browser sends can speak for someone else. Limited in rate (a token bucket; a flood is closed with
 * 1008) and size (the ws server closes anything over 16 KB with 1009); pinged every 25 s. A person
 * holds at most MESSAGE_SOCKETS_PER_USER of them (lib/realtime/socket-registry.ts).
 */
import type { WSContext, WSEvents } from "hono/ws";
import type { WebSocketLike } from "@hono/node-server";
import { MESSAGE_SOCKETS_PER_USER } from "@expertconnect/shared/constants";
import { clientMessagesSocketSchema, type ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import type { Deps } from "../../lib/context.ts";
import { sendJson, socketFrames, startHeartbeat } from "../../lib/realtime/browser-socket.ts";
import { onMarksMoved, userChannel } from "./messages.events.ts";
import { conversationAccess, markDelivered, unreadTotal } from "./messages.queries.ts";

export const SOCKET_BURST = 30;
export const SOCKET_RATE_PER_SECOND = 10;

export function messagesSocketEvents(deps: Pick<Deps, "db" | "realtime" | "sockets" | "logger">, userId: string, now: () => number = Date.now): WSEvents<WebSocketLike> {
  const { db, realtime, sockets, logger } = deps;
  let unsubscribe: (() => void) | undefined;
  let stopHeartbeat: (() => void) | undefined;
  let release: (() => void) | undefined;

  const send = (ws: WSContext<WebSocketLike>, message: ServerMessagesSocketMessage) => sendJson(ws, message);
  const delivered = async (conversationId: string, messageId: number) => {
    const access = await conversationAccess(db, conversationId, userId);
    if (!access) return;
    const marks = await markDelivered(db, access, messageId);
    if (marks) await onMarksMoved(deps, { access, marks });
  };

  return {
    onOpen(_event, ws) {
      unsubscribe = realtime.subscribe(userChannel(userId), (payload) => send(ws, payload as ServerMessagesSocketMessage));
      void unreadTotal(db, userId).then(
        (total) => send(ws, { type: "unread", total }),
        (err: unknown) => logger.warn({ err }, "messages: unread total failed"),
      );
      stopHeartbeat = startHeartbeat(ws);
      release = sockets.open({ kind: "messages", userId, max: MESSAGE_SOCKETS_PER_USER, close: (code, reason) => ws.close(code, reason) });
    },
    onMessage: socketFrames({
      schema: clientMessagesSocketSchema,
      burst: SOCKET_BURST,
      ratePerSecond: SOCKET_RATE_PER_SECOND,
      now,
      onFrame(message, ws) {
        if (message.type === "ping") return send(ws, { type: "pong" });
        delivered(message.conversationId, message.messageId).catch((err: unknown) => logger.warn({ err }, "messages: delivered mark failed"));
      },
    }),
    onClose() {
      release?.();
      stopHeartbeat?.();
      unsubscribe?.();
    },
  };
}
