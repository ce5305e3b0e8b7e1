/**
 * One person's messages WebSocket: everything addressed to them (new messages, the other person's
 * marks, their unread total) arrives on their channel of the realtime bus, from any instance. The
 * browser acknowledges what it received ("delivered"); the person is the session's, so nothing a
 * browser sends can speak for someone else. Limited in rate (a token bucket; a flood is closed with
 * 1008) and size (the ws server closes anything over 16 KB with 1009); pinged every 25 s.
 */
import type { WSContext, WSEvents } from "hono/ws";
import type { WebSocketLike } from "@hono/node-server";
import type { WebSocket } from "ws";
import { clientMessagesSocketSchema, type ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import type { Deps } from "../../lib/context.ts";
import { onMarksMoved, userChannel } from "./messages.events.ts";
import { conversationAccess, markDelivered, unreadTotal } from "./messages.queries.ts";

export const SOCKET_BURST = 30;
export const SOCKET_RATE_PER_SECOND = 10;
export const HEARTBEAT_MS = 25_000;

export function messagesSocketEvents(deps: Pick<Deps, "db" | "realtime" | "logger">, userId: string, now: () => number = Date.now): WSEvents<WebSocketLike> {
  const { db, realtime, logger } = deps;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let tokens = SOCKET_BURST;
  let refilledAt = now();

  const send = (ws: WSContext<WebSocketLike>, message: ServerMessagesSocketMessage) => {
    if (ws.readyState === 1) ws.send(JSON.stringify(message));
  };
  const takeToken = () => {
    const t = now();
    tokens = Math.min(SOCKET_BURST, tokens + ((t - refilledAt) / 1000) * SOCKET_RATE_PER_SECOND);
    refilledAt = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
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
      // The adapter hands over the `ws` socket itself, which can ping.
      const raw = ws.raw as unknown as WebSocket | undefined;
      if (raw) {
        let alive = true;
        raw.on("pong", () => (alive = true));
        heartbeat = setInterval(() => {
          if (!alive) return raw.terminate();
          alive = false;
          raw.ping();
        }, HEARTBEAT_MS);
        heartbeat.unref();
      }
    },
    onMessage(event, ws) {
      if (!takeToken()) {
        ws.close(1008, "too many messages");
        return;
      }
      const data: unknown = (event as { data: unknown }).data;
      if (typeof data !== "string") return send(ws, { type: "error", message: "Messages are JSON text." });
      let parsed;
      try {
        parsed = clientMessagesSocketSchema.safeParse(JSON.parse(data));
      } catch {
        return send(ws, { type: "error", message: "Messages are JSON text." });
      }
      if (!parsed.success) return send(ws, { type: "error", message: "Unknown or malformed message." });
      const message = parsed.data;
      if (message.type === "ping") return send(ws, { type: "pong" });
      delivered(message.conversationId, message.messageId).catch((err: unknown) => logger.warn({ err }, "messages: delivered mark failed"));
    },
    onClose() {
      clearInterval(heartbeat);
      unsubscribe?.();
    },
  };
}
