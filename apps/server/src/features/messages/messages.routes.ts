/**
 * Messaging (docs/product.md#messaging): the conversation list with search, a conversation's pages,
 * sending text or an attachment, read marks, attachment downloads and the person's WebSocket. Only
 * the conversation's client and its expert may read or write it; to anyone else it does not exist (404).
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { upgradeWebSocket } from "@hono/node-server";
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_TYPES, MESSAGES_PAGE_SIZE } from "@expertconnect/shared/constants";
import {
  conversationsQuerySchema,
  MESSAGE_MESSAGES,
  messagesQuerySchema,
  sendMessageSchema,
  type Message,
  type PeerMarks,
} from "@expertconnect/shared/schemas/messages";
import type { AppEnv, AuthedEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { ApiError, badRequest, errorBody, forbidden, isUuid, notFound, validate } from "../../lib/errors.ts";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { socketUpgradeGuard } from "../../lib/realtime/browser-socket.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { jsonPageBody, rawJson, readAsSession, sessionInQuery, SESSION_USER, type JsonPageRow } from "../../lib/session-read.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { cleanFileName, sniffFile, storeUpload } from "../../lib/uploaded-files.ts";
import { onMarksMoved, onMessageSent, pushUnread } from "./messages.events.ts";
import {
  attachmentFor,
  conversationAccess,
  conversationsPageSql,
  insertMessage,
  markRead,
  messageQuotaRefusal,
  messagesBody,
  messagesPageSql,
  unreadTotal,
  unreadTotalSql,
  type ConversationAccess,
  type ConversationSummary,
  type MessagesPageRow,
} from "./messages.queries.ts";
import { messagesSocketEvents } from "./messages.socket.ts";

/** The attachment upload path, which carries raw file bytes rather than JSON (app.ts lets it through). */
export const ATTACHMENT_UPLOAD_PATH = /^\/api\/messages\/conversations\/[^/]+\/attachments$/;

export function createMessagesRoutes(deps: Deps, options: { storage?: Storage } = {}) {
  const { db, config, logger } = deps;
  const storage = options.storage ?? createStorage(config);
  const attachmentLimit = bodyLimit({
    maxSize: MESSAGE_ATTACHMENT_MAX_BYTES,
    onError: (c) => c.json(errorBody(MESSAGE_MESSAGES.attachmentTooLarge), 413, { connection: "close" }),
  });

  const access = async (c: Context<AuthedEnv & AppEnv>): Promise<ConversationAccess> => {
    const id = c.req.param("id") ?? "";
    const found = isUuid(id) ? await conversationAccess(db, id, c.get("user").id) : null;
    if (!found) throw notFound(MESSAGE_MESSAGES.notFound);
    return found;
  };

  return new Hono<AppEnv>()
    // The three reads below find the session in their own statement (lib/session-read.ts).
    .get("/conversations", sessionInQuery, validate("query", conversationsQuerySchema), async (c) => {
      const { q, cursor: raw } = c.req.valid("query");
      const cursor = raw ? decodeTimeCursor(raw) : null;
      if (raw && !cursor) throw badRequest(MESSAGE_MESSAGES.badCursor);
      const { name, query } = conversationsPageSql(SESSION_USER, { q: q || undefined, cursor, limit: CONVERSATIONS_PAGE_SIZE });
      const row = await readAsSession<JsonPageRow>(c, db, name, query);
      if (!row) return c.json(errorBody("Not authenticated"), 401);
      return rawJson<{ items: ConversationSummary[]; nextCursor: string | null }>(c, jsonPageBody(row, "items", CONVERSATIONS_PAGE_SIZE));
    })
    .get("/unread", sessionInQuery, async (c) => {
      const row = await readAsSession<{ total: number }>(c, db, "messages_unread_of_session", unreadTotalSql(SESSION_USER));
      if (!row) return c.json(errorBody("Not authenticated"), 401);
      return c.json({ total: row.total });
    })
    .get("/conversations/:id", requireAuth, async (c) => {
      const conversation = await access(c);
      return c.json({
        id: conversation.id,
        role: conversation.role,
        userId: c.get("user").id,
        peer: { name: conversation.peerName, avatarUrl: conversation.peerAvatarUrl },
        peerMarks: conversation.peerMarks,
      });
    })
    .get("/conversations/:id/messages", sessionInQuery, validate("query", messagesQuerySchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(MESSAGE_MESSAGES.notFound);
      const { before, after } = c.req.valid("query");
      const { name, query } = messagesPageSql(SESSION_USER, id, { before, after, limit: MESSAGES_PAGE_SIZE });
      const row = await readAsSession<MessagesPageRow>(c, db, name, query);
      if (!row) return c.json(errorBody("Not authenticated"), 401);
      if (!row.found) throw notFound(MESSAGE_MESSAGES.notFound);
      return rawJson<{ messages: Message[]; nextBefore: number | null; nextAfter: number | null; peerMarks: PeerMarks }>(
        c,
        messagesBody(row, MESSAGES_PAGE_SIZE, after !== undefined),
      );
    })
    .post("/conversations/:id/messages", requireAuth, validate("json", sendMessageSchema), async (c) => {
      const conversation = await access(c);
      const sender = c.get("user").id;
      const result = await insertMessage(db, conversation, sender, { body: c.req.valid("json").body });
      if ("blocked" in result) throw forbidden(MODERATION_MESSAGES.blockedMessaging);
      if ("refused" in result) return quotaRefused(c, result.refused);
      await onMessageSent(deps, { access: conversation, senderId: sender, message: result.sent });
      return c.json(result.sent, 201);
    })
    .post("/conversations/:id/attachments", requireAuth, attachmentLimit, async (c) => {
      const conversation = await access(c);
      const sender = c.get("user").id;
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) throw badRequest(MESSAGE_MESSAGES.attachmentEmpty);
      const sniffed = sniffFile(bytes, MESSAGE_ATTACHMENT_TYPES);
      if (!sniffed) throw new ApiError(415, MESSAGE_MESSAGES.attachmentType);
      const name = cleanFileName(c.req.header("x-file-name"), `attachment.${sniffed.ext}`);
      // A first look before the file is stored; the count that decides is made with the insert.
      const early = await messageQuotaRefusal(db, sender, bytes.length);
      if (early) return quotaRefused(c, early);
      const key = await storeUpload(storage, config.DATA_DIR, "message-attachments", conversation.id, bytes, sniffed);
      const removeFile = () => storage.delete(key).catch((e: unknown) => logger.warn({ err: e, key }, "could not remove a refused attachment"));
      const result = await insertMessage(db, conversation, sender, {
        body: "",
        attachment: { key, name, type: sniffed.type, sizeBytes: bytes.length },
      }).catch(async (err: unknown) => {
        await removeFile();
        throw err;
      });
      if ("blocked" in result || "refused" in result) {
        await removeFile();
        if ("blocked" in result) throw forbidden(MODERATION_MESSAGES.blockedMessaging);
        return quotaRefused(c, result.refused);
      }
      await onMessageSent(deps, { access: conversation, senderId: sender, message: result.sent });
      return c.json(result.sent, 201);
    })
    .post("/conversations/:id/read", requireAuth, async (c) => {
      const conversation = await access(c);
      const marks = await markRead(db, conversation);
      if (marks) {
        await onMarksMoved(deps, { access: conversation, marks });
        await pushUnread(deps, c.get("user").id);
      }
      return c.json({ unread: await unreadTotal(db, c.get("user").id) });
    })
    // The two people may download an attachment; to anyone else it does not exist.
    .get("/attachments/:messageId", requireAuth, async (c) => {
      const raw = c.req.param("messageId");
      const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
      const file = id ? await attachmentFor(db, id, c.get("user").id) : null;
      if (!file) throw notFound(MESSAGE_MESSAGES.attachmentNotFound);
      const body = await storage.read(file.key);
      // Images open in place; a PDF is downloaded rather than rendered inside the app's origin.
      const disposition = file.type.startsWith("image/") ? "inline" : "attachment";
      return c.body(body, 200, {
        "content-type": file.type,
        "content-length": String(file.sizeBytes),
        "content-disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    })
    .get("/socket", socketUpgradeGuard(config.PUBLIC_URL), (c) => upgradeWebSocket(c, messagesSocketEvents(deps, c.get("user").id)));
}
