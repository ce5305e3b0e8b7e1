/** Reports, moderators' decisions and blocks (migration 0037_moderation, docs/product.md#reports, #blocking). */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * One person's report of a post, video, comment, doubt, answer or profile. `item_id` names a row of
 * the table its kind says (no foreign key: six tables); `author_id` is whose content it is, kept so
 * the queue and the author's warning need not look it up. Open until an admin decides on the item;
 * one open report per person and item (unique index).
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["post", "video", "comment", "doubt", "answer", "profile"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["spam", "misinformation", "harassment", "inappropriate", "other"] }).notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** set by the admin's decision, with what it was */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    outcome: text("outcome", { enum: ["hide", "restore", "warn", "suspend", "dismiss"] }),
  },
  (t) => [
    check("content_reports_kind_check", sql`${t.kind} in ('post', 'video', 'comment', 'doubt', 'answer', 'profile')`),
    check("content_reports_reason_check", sql`${t.reason} in ('spam', 'misinformation', 'harassment', 'inappropriate', 'other')`),
    check("content_reports_details_check", sql`${t.details} is null or char_length(${t.details}) <= 500`),
    check("content_reports_not_own_check", sql`${t.reporterId} <> ${t.authorId}`),
    check(
      "content_reports_outcome_check",
      sql`(${t.resolvedAt} is null) = (${t.outcome} is null) and (${t.outcome} is null or ${t.outcome} in ('hide', 'restore', 'warn', 'suspend', 'dismiss'))`,
    ),
    uniqueIndex("content_reports_open_unique").on(t.reporterId, t.kind, t.itemId).where(sql`${t.resolvedAt} is null`),
    // The queue: open reports grouped by item.
    index("content_reports_open_idx").on(t.kind, t.itemId).where(sql`${t.resolvedAt} is null`),
    index("content_reports_reporter_idx").on(t.reporterId),
    index("content_reports_author_idx").on(t.authorId),
  ],
);

/** `blockerId` blocked `blockedId`: one row per pair (docs/product.md#blocking). */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "user_blocks_pkey", columns: [t.blockerId, t.blockedId] }),
    check("user_blocks_not_self_check", sql`${t.blockerId} <> ${t.blockedId}`),
    // Whether someone blocked the writer (comments, follows, messages).
    index("user_blocks_blocked_idx").on(t.blockedId, t.blockerId),
  ],
);
