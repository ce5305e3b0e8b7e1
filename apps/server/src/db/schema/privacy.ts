/**
 * A person's consents (docs/product.md#notice-and-consent): one row per purpose, the latest choice,
 * with the notice version in force when it was made and when. Purpose `notice` is the agreement to
 * the privacy notice itself (given at sign-up, given again when the notice changes).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const userConsents = pgTable(
  "user_consents",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    noticeVersion: integer("notice_version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    check("user_consents_purpose_check", sql`${t.purpose} in ('notice', 'marketing_email', 'push')`),
    check("user_consents_notice_granted_check", sql`${t.purpose} <> 'notice' or ${t.granted}`),
  ],
);

/**
 * Every consent choice as it was made, never rewritten: the record a person (and the Data
 * Protection Board) can read of what was agreed or withdrawn, under which notice, and when.
 * user_consents holds only the latest choice per purpose; this keeps each one.
 */
export const userConsentEvents = pgTable(
  "user_consent_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    noticeVersion: integer("notice_version").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_consent_events_user_idx").on(t.userId, t.at.desc(), t.id.desc()),
    check("user_consent_events_purpose_check", sql`${t.purpose} in ('notice', 'marketing_email', 'push')`),
  ],
);
