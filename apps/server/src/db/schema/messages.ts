/**
 * Messaging (migration 0016_messages): one conversation per client and expert, opened by a trigger on
 * bookings, and its messages. The conversation row keeps the latest message, each person's delivered
 * and read marks and unread count, all written in the transaction that sends or reads.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { experts } from "./experts.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertId: uuid("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "cascade" }),
    createdAt,
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: bigint("last_message_id", { mode: "number" }).references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    clientUnread: integer("client_unread").notNull().default(0),
    expertUnread: integer("expert_unread").notNull().default(0),
    clientDeliveredId: bigint("client_delivered_id", { mode: "number" }).notNull().default(0),
    clientReadId: bigint("client_read_id", { mode: "number" }).notNull().default(0),
    expertDeliveredId: bigint("expert_delivered_id", { mode: "number" }).notNull().default(0),
    expertReadId: bigint("expert_read_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    unique("conversations_pair_key").on(t.clientId, t.expertId),
    check("conversations_unread_check", sql`${t.clientUnread} >= 0 AND ${t.expertUnread} >= 0`),
    // The migration adds INCLUDE (client_unread) and INCLUDE (expert_unread, client_id), for the badge's sums.
    index("conversations_client_activity_idx").on(t.clientId, t.lastActivityAt.desc(), t.id.desc()),
    index("conversations_expert_activity_idx").on(t.expertId, t.lastActivityAt.desc(), t.id.desc()),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull().default(""),
    attachmentKey: text("attachment_key").unique(),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentSize: integer("attachment_size"),
    createdAt,
  },
  (t) => [
    check("messages_body_check", sql`char_length(${t.body}) <= 2000 AND ${t.body} = btrim(${t.body})`),
    check("messages_not_empty_check", sql`${t.body} <> '' OR ${t.attachmentKey} IS NOT NULL`),
    index("messages_conversation_idx").on(t.conversationId, t.id),
    // The send rates count one sender's recent messages (migration 0022 also adds a partial index of attachments for the quota).
    index("messages_sender_created_idx").on(t.senderId, t.createdAt),
    index("messages_body_trgm_idx").using("gin", sql`lower(${t.body}) gin_trgm_ops`),
  ],
);
