/**
 * Concerns raised with the Grievance Officer and the replies on them (migration 0040_grievances,
 * docs/product.md#grievances). A concern's reference is its year and its number in that year,
 * handed out by `grievance_numbers` in the creating transaction, so references are unique and follow
 * each other without gaps.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const grievances = pgTable(
  "grievances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** the year (India time) it was raised, and its number in that year: GRV-<year>-<number, 6 digits> */
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    unique("grievances_year_number_unique").on(t.year, t.number),
    check("grievances_subject_check", sql`${t.subject} in ('privacy', 'payment', 'consultation', 'account', 'other')`),
    check("grievances_status_check", sql`${t.status} in ('open', 'answered', 'closed')`),
    check("grievances_description_check", sql`char_length(${t.description}) between 20 and 2000`),
    check("grievances_closed_check", sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check("grievances_number_check", sql`${t.number} > 0`),
    // The person's concerns, newest first; what they raised lately (the daily quota).
    index("grievances_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The admin queue: concerns not closed, oldest first.
    index("grievances_queue_idx").on(t.createdAt, t.id).where(sql`${t.status} <> 'closed'`),
  ],
);

/** A reply on a concern: the person's, or the team's (`fromTeam`, written by an admin). */
export const grievanceMessages = pgTable(
  "grievance_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grievanceId: uuid("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    /** who wrote it; null once that account is erased */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    fromTeam: boolean("from_team").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("grievance_messages_body_check", sql`char_length(${t.body}) between 1 and 2000`),
    index("grievance_messages_grievance_idx").on(t.grievanceId, t.createdAt),
    // The person's replies lately (the hourly rate).
    index("grievance_messages_author_idx").on(t.authorId, t.createdAt.desc()),
  ],
);

/** The last number handed out in each year; one row per year, raised by one in the creating transaction. */
export const grievanceNumbers = pgTable(
  "grievance_numbers",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("grievance_numbers_last_check", sql`${t.lastNumber} > 0`)],
);
