/** Notifications and the per-person switches (migration 0015_notifications.sql holds the checks in full). */
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "@expertconnect/shared/i18n";
import { users } from "./auth.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    /**
     * What a grouped notification is about ("post:<id>", "video:<id>", "comment:<id>"); null for the
     * others. While one is unread, the next like, comment or reply on it updates it (migration 0042).
     */
    subject: text("subject"),
    /** who did it, distinct, the latest last: the title's name and count */
    actorIds: uuid("actor_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * What it says as a notice (key and facts, lib/i18n/notices.ts), worded in the reader's language
     * when read; `title` and `body` hold its English. Null for rows written before (migration 0047).
     */
    message: jsonb("message"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_unread_subject_idx").on(t.userId, t.kind, t.subject).where(sql`${t.readAt} is null and ${t.subject} is not null`),
  ],
);

export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  darkMode: boolean("dark_mode").notNull().default(false),
  appointmentReminders: boolean("appointment_reminders").notNull().default(true),
  expertResponsesEmail: boolean("expert_responses_email").notNull().default(true),
  /** videos play at 360p or lower (migration 0024) */
  dataSaver: boolean("data_saver").notNull().default(false),
  /** the app's language, one of LOCALES; null until the person chooses (migration 0033, docs/i18n.md) */
  language: text("language").$type<Locale>(),
  /** when the person acknowledged the lawyers' and CAs' listing notice (migration 0039, docs/product.md#listing-rules) */
  listingNoticeAt: timestamp("listing_notice_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A browser that may show this person's notifications (Web Push); see 0020_push_subscriptions.sql. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_unique"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
