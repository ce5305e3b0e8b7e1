/**
 * Consultation rooms (docs/product.md#consultation-rooms): when a room is open, the chat message
 * limits, and the messages the browser and the server exchange over the room's WebSocket.
 */
import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "../constants.ts";
import { ROOM_MESSAGES } from "../rooms.ts";

// The room's window and wording live in ../rooms.ts (no zod, for the booking cards); re-exported here.
export { ROOM_MESSAGES, roomState, roomWindow, type RoomState } from "../rooms.ts";

export const chatBodySchema = z
  .string({ error: ROOM_MESSAGES.chatEmpty })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, ROOM_MESSAGES.chatEmpty).max(CHAT_MESSAGE_MAX, ROOM_MESSAGES.chatTooLong));

export const sendChatSchema = z.object({ body: chatBodySchema });

/** The chat's latest messages, or those after the message id `after` (read when the room's socket opens). */
export const roomMessagesQuerySchema = z.object({
  after: z.coerce
    .number({ error: ROOM_MESSAGES.badPosition })
    .int(ROOM_MESSAGES.badPosition)
    .positive(ROOM_MESSAGES.badPosition)
    .max(Number.MAX_SAFE_INTEGER, ROOM_MESSAGES.badPosition)
    .optional(),
});

/**
 * What a browser may send on a room's socket. Strict: a message names no room; the server knows it.
 * A signal names the other person's socket (`to`, the connectionId of its peer-here), so it reaches
 * that socket only and never a later visit of the same person.
 */
export const clientSocketMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("signal"), to: z.uuid(), description: z.unknown().optional(), candidate: z.unknown().optional() }),
  z.strictObject({ type: z.literal("media"), audio: z.boolean(), video: z.boolean() }),
  z.strictObject({ type: z.literal("chat"), body: chatBodySchema }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

export interface ChatMessage {
  id: number;
  senderId: string | null;
  body: string;
  createdAt: string;
}

/** What the server sends on a room's socket. */
export type ServerSocketMessage =
  | { type: "welcome"; connectionId: string; role: "client" | "expert" }
  /** the other person is in the room (sent on their arrival, and in answer to one's own) */
  | { type: "peer-here"; connectionId: string }
  | { type: "peer-left"; connectionId: string }
  | { type: "signal"; from: string; to: string; description?: unknown; candidate?: unknown }
  | { type: "media"; from: string; audio: boolean; video: boolean }
  | { type: "chat"; message: ChatMessage }
  | { type: "pong" }
  | { type: "error"; message: string };
