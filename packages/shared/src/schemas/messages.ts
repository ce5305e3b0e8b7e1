/**
 * Messaging between a client and an expert (docs/product.md#messaging): the message text's limits and
 * words, the list's search, and what the browser and the server exchange over the messages socket.
 */
import { z } from "zod";
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_BODY_MAX, MESSAGE_SEARCH_MAX, type MessageAttachmentType } from "../constants.ts";

export const MESSAGE_MESSAGES = {
  notFound: "Conversation not found",
  attachmentNotFound: "Attachment not found",
  bodyEmpty: "Type a message first.",
  bodyTooLong: `Messages can be at most ${MESSAGE_BODY_MAX} characters.`,
  attachmentEmpty: "The file is empty.",
  attachmentType: "Attach an image (JPEG, PNG or WebP) or a PDF.",
  attachmentTooLarge: `Attachments can be at most ${MESSAGE_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  searchTooLong: `Search can be at most ${MESSAGE_SEARCH_MAX} characters.`,
  badCursor: "This list position is not valid. Reload the list.",
} as const;

/** Trimmed, then 1 to MESSAGE_BODY_MAX characters. */
export const messageBodySchema = z
  .string({ error: MESSAGE_MESSAGES.bodyEmpty })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, MESSAGE_MESSAGES.bodyEmpty).max(MESSAGE_BODY_MAX, MESSAGE_MESSAGES.bodyTooLong));

export const sendMessageSchema = z.object({ body: messageBodySchema });

export const conversationsQuerySchema = z.object({
  q: z.string().trim().max(MESSAGE_SEARCH_MAX, MESSAGE_MESSAGES.searchTooLong).optional(),
  cursor: z.string().max(200, MESSAGE_MESSAGES.badCursor).optional(),
});

const messageIdParam = z.coerce
  .number({ error: MESSAGE_MESSAGES.badCursor })
  .int(MESSAGE_MESSAGES.badCursor)
  .positive(MESSAGE_MESSAGES.badCursor)
  .max(Number.MAX_SAFE_INTEGER, MESSAGE_MESSAGES.badCursor)
  .optional();

/**
 * Older messages: those before the message id `before`; or newer ones, those after `after` (what
 * arrived since the last message a screen shows, read when its socket opens). Not both at once.
 */
export const messagesQuerySchema = z
  .object({ before: messageIdParam, after: messageIdParam })
  .refine((q) => q.before === undefined || q.after === undefined, { message: MESSAGE_MESSAGES.badCursor, path: ["after"] });

export interface MessageAttachment {
  name: string;
  type: MessageAttachmentType;
  sizeBytes: number;
  /** where the two people download it; anyone else gets 404 */
  url: string;
}

export interface Message {
  id: number;
  conversationId: string;
  senderId: string | null;
  /** empty for a message that is only an attachment */
  body: string;
  createdAt: string;
  attachment: MessageAttachment | null;
}

/** How far the other person has got: messages up to these ids reached their device / were seen. */
export interface PeerMarks {
  deliveredUpTo: number;
  readUpTo: number;
}

/** sent → delivered (the other person's app received it) → read (they opened the conversation). */
export type MessageMark = "sent" | "delivered" | "read";
export function messageMark(messageId: number, peer: PeerMarks): MessageMark {
  if (messageId <= peer.readUpTo) return "read";
  return messageId <= peer.deliveredUpTo ? "delivered" : "sent";
}

/** What a browser may send on its messages socket. */
export const clientMessagesSocketSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("delivered"), conversationId: z.uuid(), messageId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientMessagesSocketMessage = z.infer<typeof clientMessagesSocketSchema>;

/** What the server sends on a person's messages socket. */
export type ServerMessagesSocketMessage =
  | { type: "message"; message: Message }
  /** the other person's marks in a conversation moved */
  | { type: "marks"; conversationId: string; marks: PeerMarks }
  /** the person's unread messages over all conversations */
  | { type: "unread"; total: number }
  | { type: "pong" }
  | { type: "error"; message: string };
