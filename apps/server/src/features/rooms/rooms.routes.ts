/**
 * Consultation rooms (docs/product.md#consultation-rooms): the room's state and ICE servers, its
 * chat, and its WebSocket. Only the booking's client and its expert may enter; to anyone else the
 * room does not exist (404). The room is always the booking of the URL, checked against the session.
 */
import { Hono, type Context } from "hono";
import { upgradeWebSocket } from "@hono/node-server";
import { ROOM_MESSAGES, roomMessagesQuerySchema, roomState, roomWindow, sendChatSchema } from "@expertconnect/shared/schemas/rooms";
import type { AppEnv, AuthedEnv, Deps } from "../../lib/context.ts";
import { conflict, errorBody, isUuid, notFound, validate } from "../../lib/errors.ts";
import { iceServersFor } from "../../lib/ice-servers.ts";
import { socketUpgradeGuard } from "../../lib/realtime/browser-socket.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { fitsInStatement } from "../../lib/realtime/bus.ts";
import { requireSessionCookie, runAsSession } from "../../lib/session-read.ts";
import { insertMessage, listMessages, roomAccess, sendChatSql, sentChat, type RoomAccess, type SendChatRow } from "./rooms.queries.ts";
import { roomChannel, roomSocketEvents, type RoomEvent } from "./rooms.socket.ts";

export function createRoomsRoutes(deps: Deps) {
  const { db, config, realtime, logger } = deps;
  const now = () => (deps.now ?? Date.now)();

  const access = async (c: Context<AuthedEnv & AppEnv>): Promise<RoomAccess> => {
    const id = c.req.param("bookingId") ?? "";
    const room = isUuid(id) ? await roomAccess(db, id, c.get("user").id) : null;
    if (!room) throw notFound(ROOM_MESSAGES.notFound);
    return room;
  };
  const stateOf = (room: RoomAccess) => roomState(room.status, room.scheduledAt, room.endsAt, now());
  const refusal = (room: RoomAccess) =>
    room.status !== "confirmed" ? ROOM_MESSAGES.notConfirmed : stateOf(room) === "too-early" ? ROOM_MESSAGES.tooEarly : ROOM_MESSAGES.closed;

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
    .post("/:bookingId/messages", requireSessionCookie, validate("json", sendChatSchema), async (c) => {
      const { body } = c.req.valid("json");
      const bookingId = c.req.param("bookingId");
      if (!isUuid(bookingId)) throw notFound(ROOM_MESSAGES.notFound);
      if (fitsInStatement(Buffer.byteLength(JSON.stringify(body)))) {
        // The usual message: the session, the room, its window, the insert and its event in one round trip.
        const row = await runAsSession<SendChatRow>(c, db, "room-chat-send", (session) =>
          sendChatSql({ session, bookingId, body, now: new Date(now()), channel: roomChannel(bookingId) }),
        );
        if (!row) return c.json(errorBody("Not authenticated"), 401);
        const sent = sentChat(bookingId, row);
        if (!sent.room) throw notFound(ROOM_MESSAGES.notFound);
        if (!sent.message) throw conflict(refusal(sent.room));
        return c.json(sent.message, 201);
      }
      // One too large for a notification inside the statement: stored first, then published by the bus.
      const user = c.get("user") ?? (await c.get("sessionQuery")!.resolve())?.user;
      if (!user) return c.json(errorBody("Not authenticated"), 401);
      const room = await roomAccess(db, bookingId, user.id);
      if (!room) throw notFound(ROOM_MESSAGES.notFound);
      if (stateOf(room) !== "open") throw conflict(refusal(room));
      const message = await insertMessage(db, room.bookingId, user.id, body);
      await realtime.publish(roomChannel(room.bookingId), { type: "chat", message } satisfies RoomEvent);
      return c.json(message, 201);
    })
    .get("/:bookingId/socket", socketUpgradeGuard(config.PUBLIC_URL), async (c) => {
      const user = c.get("user");
      const room = await access(c);
      if (stateOf(room) !== "open") throw conflict(refusal(room));
      const { closesAt } = roomWindow(room.scheduledAt, room.endsAt);
      return upgradeWebSocket(
        c,
        roomSocketEvents({
          bus: realtime,
          logger,
          bookingId: room.bookingId,
          userId: user.id,
          role: room.role,
          closesInMs: closesAt.getTime() - now(),
          now: Date.now,
        }),
      );
    });
}
