/**
 * One person's WebSocket in a consultation room. The room is the booking the server checked when
 * the socket opened; nothing a browser sends can name another. Messages go to the room's channel
 * on the realtime bus, so the other person may be connected to any instance. Each socket is
 * limited in message rate (a token bucket; a flood is closed with 1008) and size (the ws server
 * closes anything over 16 KB with 1009), pinged every 25 s and dropped when a ping goes unanswered.
 * A person holds at most ROOM_SOCKETS_PER_USER room sockets (lib/realtime/socket-registry.ts), and
 * chat sent over the socket counts in the same rate as chat sent over HTTP.
 */
import { randomUUID } from "node:crypto";
import type { WSContext, WSEvents } from "hono/ws";
import type { WebSocketLike } from "@hono/node-server";
import { ROOM_CLOSE, ROOM_SOCKETS_PER_USER } from "@expertconnect/shared/constants";
import { clientSocketMessageSchema, type ChatMessage, type ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";
import type { Logger } from "../../lib/logger.ts";
import { sendJson, socketFrames, startHeartbeat } from "../../lib/realtime/browser-socket.ts";
import type { RealtimeBus } from "../../lib/realtime/bus.ts";
import type { SocketRegistry } from "../../lib/realtime/socket-registry.ts";

/** Messages a socket may send in a burst, and refilled per second after it. */
export const SOCKET_BURST = 20;
export const SOCKET_RATE_PER_SECOND = 10;

/** What travels on a room's channel between instances. */
export type RoomEvent =
  | { type: "joined"; from: string; userId: string }
  | { type: "present"; from: string; userId: string; to: string }
  | { type: "left"; from: string; userId: string }
  | { type: "signal"; from: string; to: string; userId: string; description?: unknown; candidate?: unknown }
  | { type: "media"; from: string; userId: string; audio: boolean; video: boolean }
  | { type: "chat"; message: ChatMessage };

export const roomChannel = (bookingId: string) => `room:${bookingId}`;

export function roomSocketEvents(p: {
  bus: RealtimeBus;
  /** counts the socket among the person's room sockets; past ROOM_SOCKETS_PER_USER their oldest is closed */
  sockets: SocketRegistry;
  logger: Logger;
  bookingId: string;
  userId: string;
  role: "client" | "expert";
  /** milliseconds until the room closes */
  closesInMs: number;
  now: () => number;
  /** Sends a chat message as this person, by the path HTTP uses (one rate for both); the refusal's words, or null. */
  sendChat: (body: string) => Promise<string | null>;
}): WSEvents<WebSocketLike> {
  const { bus, logger, bookingId, userId } = p;
  const channel = roomChannel(bookingId);
  const id = randomUUID();
  let unsubscribe: (() => void) | undefined;
  let stopHeartbeat: (() => void) | undefined;
  let closeTimer: NodeJS.Timeout | undefined;
  let release: (() => void) | undefined;

  const publish = (event: RoomEvent) =>
    bus.publish(channel, event).catch((err: unknown) => logger.warn({ err, bookingId }, "room: publish failed"));

  const send = (ws: WSContext<WebSocketLike>, message: ServerSocketMessage) => sendJson(ws, message);

  /** The other person's events reach this socket; one's own (another tab included) do not. */
  const onRoomEvent = (ws: WSContext<WebSocketLike>) => (raw: unknown) => {
    const event = raw as RoomEvent;
    if (event.type === "chat") return send(ws, { type: "chat", message: event.message });
    if (event.userId === userId) return;
    switch (event.type) {
      case "joined":
        send(ws, { type: "peer-here", connectionId: event.from });
        void publish({ type: "present", from: id, userId, to: event.from });
        return;
      case "present":
        if (event.to === id) send(ws, { type: "peer-here", connectionId: event.from });
        return;
      case "left":
        return send(ws, { type: "peer-left", connectionId: event.from });
      case "signal":
        // Addressed to one socket: the other person's other tabs, or their socket of an earlier visit, never see it.
        if (event.to === id) send(ws, { type: "signal", from: event.from, to: event.to, description: event.description, candidate: event.candidate });
        return;
      case "media":
        return send(ws, { type: "media", from: event.from, audio: event.audio, video: event.video });
    }
  };

  return {
    onOpen(_event, ws) {
      unsubscribe = bus.subscribe(channel, onRoomEvent(ws));
      send(ws, { type: "welcome", connectionId: id, role: p.role });
      void publish({ type: "joined", from: id, userId });
      stopHeartbeat = startHeartbeat(ws);
      closeTimer = setTimeout(() => ws.close(ROOM_CLOSE.roomClosed, "the room has closed"), Math.max(0, p.closesInMs));
      closeTimer.unref();
      release = p.sockets.open({ kind: "room", userId, max: ROOM_SOCKETS_PER_USER, close: (code, reason) => ws.close(code, reason) });
    },
    onMessage: socketFrames({
      schema: clientSocketMessageSchema,
      burst: SOCKET_BURST,
      ratePerSecond: SOCKET_RATE_PER_SECOND,
      now: p.now,
      onFrame(message, ws) {
        switch (message.type) {
          case "ping":
            return send(ws, { type: "pong" });
          case "signal":
            void publish({ type: "signal", from: id, to: message.to, userId, description: message.description, candidate: message.candidate });
            return;
          case "media":
            void publish({ type: "media", from: id, userId, audio: message.audio, video: message.video });
            return;
          case "chat":
            // Delivered to both people as a `chat` event once stored; only a refusal is answered here.
            p.sendChat(message.body).then(
              (refused) => refused && send(ws, { type: "error", message: refused }),
              (err: unknown) => logger.warn({ err, bookingId }, "room: chat over the socket failed"),
            );
            return;
        }
      },
    }),
    onClose() {
      release?.();
      stopHeartbeat?.();
      clearTimeout(closeTimer);
      unsubscribe?.();
      void publish({ type: "left", from: id, userId });
    },
  };
}
