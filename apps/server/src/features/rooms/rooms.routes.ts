/**
 * Consultation rooms (docs/product.md#consultation-rooms): the room's state and ICE servers, its
 * chat, and its WebSocket. Only the booking's client and its expert may enter; to anyone else the
 * room does not exist (404). The room is always the booking of the URL, checked against the session.
 */
import { Hono, type Context } from "hono";
import { upgradeWebSocket } from "@hono/node-server";
import { ROOM_MESSAGES, roomMessagesQuerySchema, roomState, roomWindow, sendChatSchema } from "@expertconnect/shared/schemas/rooms";
import type { AppEnv, AuthedEnv, Deps } from "../../lib/context.ts";
import { conflict, isUuid, notFound, validate } from "../../lib/errors.ts";
import { iceServersFor } from "../../lib/ice-servers.ts";
import { socketUpgradeGuard } from "../../lib/realtime/browser-socket.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { listMessages, roomAccess, sendChat, type RoomAccess, type SendChatResult } from "./rooms.queries.ts";
import { roomChannel, roomSocketEvents, type RoomEvent } from "./rooms.socket.ts";

export function createRoomsRoutes(deps: Deps) {
  const { db, config, realtime, sockets, logger } = deps;
  const now = () => (deps.now ?? Date.now)();

  const access = async (c: Context<AuthedEnv & AppEnv>): Promise<RoomAccess> => {
    const id = c.req.param("bookingId") ?? "";
    const room = isUuid(id) ? await roomAccess(db, id, c.get("user").id) : null;
    if (!room) throw notFound(ROOM_MESSAGES.notFound);
    return room;
  };
  const stateOf = (room: RoomAccess) => roomState(room.status, room.scheduledAt, room.endsAt, now());
  const closedMessage = (room: RoomAccess) =>
    room.status !== "confirmed" ? ROOM_MESSAGES.notConfirmed : stateOf(room) === "too-early" ? ROOM_MESSAGES.tooEarly : ROOM_MESSAGES.closed;

  /** One chat message, over HTTP or the room's socket: one path, one count of the sender's rate. */
  const chat = async (userId: string, bookingId: string, body: string): Promise<SendChatResult> => {
    if (!isUuid(bookingId)) return { result: "not-found" };
    const channel = roomChannel(bookingId);
    const sent = await sendChat(db, { userId, bookingId, body, now: now(), channel });
    // One too large for a notification inside the statement is published by the bus, after the commit.
    if (sent.result === "sent" && !sent.published) await realtime.publish(channel, { type: "chat", message: sent.message } satisfies RoomEvent);
    return sent;
  };

  return new Hono<AppEnv>()
    .get("/:bookingId", requireAuth, async (c) => {
      const room = await access(c);
      const state = stateOf(room);
      const { opensAt, closesAt } = roomWindow(room.scheduledAt, room.endsAt);
      return c.json({
        bookingId: room.bookingId,
        status: room.status,
        consultationType: room.consultationType,
        scheduledAt: room.scheduledAt.toISOString(),
        endsAt: room.endsAt.toISOString(),
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        state,
        role: room.role,
        userId: c.get("user").id,
        peerName: room.peerName,
        // Credentials only to the two people, and only while the room is open.
        iceServers: state === "open" ? iceServersFor(config, c.get("user").id, now()) : [],
        iceTransportPolicy: config.ICE_TRANSPORT_POLICY,
      });
    })
    .get("/:bookingId/messages", requireAuth, validate("query", roomMessagesQuerySchema), async (c) => {
      const room = await access(c);
      return c.json({ messages: await listMessages(db, room.bookingId, { after: c.req.valid("query").after }) });
    })
    .post("/:bookingId/messages", requireAuth, validate("json", sendChatSchema), async (c) => {
      const sent = await chat(c.get("user").id, c.req.param("bookingId"), c.req.valid("json").body);
      if (sent.result === "not-found") throw notFound(ROOM_MESSAGES.notFound);
      if (sent.result === "closed") throw conflict(closedMessage(sent.room));
      if (sent.result === "refused") return quotaRefused(c, sent.refusal);
      return c.json(sent.message, 201);
    })
    .get("/:bookingId/socket", socketUpgradeGuard(config.PUBLIC_URL), async (c) => {
      const user = c.get("user");
      const room = await access(c);
      if (stateOf(room) !== "open") throw conflict(closedMessage(room));
      const { closesAt } = roomWindow(room.scheduledAt, room.endsAt);
      return upgradeWebSocket(
        c,
        roomSocketEvents({
          bus: realtime,
          sockets,
          logger,
          bookingId: room.bookingId,
          userId: user.id,
          role: room.role,
          closesInMs: closesAt.getTime() - now(),
          now: Date.now,
          sendChat: async (body) => {
            const sent = await chat(user.id, room.bookingId, body);
            if (sent.result === "refused") return sent.refusal.message;
            if (sent.result !== "sent") return sent.result === "closed" ? closedMessage(sent.room) : ROOM_MESSAGES.notFound;
            return null;
          },
        }),
      );
    });
}
