/** The doctors' doubts board: doubts and their answers. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid , timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const doctorDoubts = pgTable(
  "doctor_doubts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    category: text("category"),
    isResolved: boolean("is_resolved").notNull().default(false),
    answersCount: integer("answers_count").notNull().default(0),
    createdAt,
    /** set while moderators hide it (migration 0037): only its author still sees it */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("doctor_doubts_question_check", sql`char_length(btrim(${t.question})) between 1 and 2000`),
    check("doctor_doubts_category_check", sql`${t.category} is null or char_length(btrim(${t.category})) between 1 and 50`),
    check("doctor_doubts_answers_count_check", sql`${t.answersCount} >= 0`),
    // The board pages on `created_at desc, id desc` (NULLS FIRST, as plain DESC is).
    index("doctor_doubts_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("doctor_doubts_doctor_idx").on(t.doctorId),
    // The board everyone sees, without hidden doubts (migration 0037), in the same order.
    index("doctor_doubts_visible_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.hiddenAt} is null`),
  ],
);

export const doubtAnswers = pgTable(
  "doubt_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doubtId: uuid("doubt_id")
      .notNull()
      .references(() => doctorDoubts.id, { onDelete: "cascade" }),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    isAccepted: boolean("is_accepted").notNull().default(false),
    createdAt,
    /** set while moderators hide it (migration 0037): only its author still sees it */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("doubt_answers_answer_check", sql`char_length(btrim(${t.answer})) between 10 and 2000`),
    index("doubt_answers_doubt_created_idx").on(t.doubtId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("doubt_answers_doctor_idx").on(t.doctorId),
    // A doubt's answers as everyone sees them, without hidden ones (migration 0037).
    index("doubt_answers_visible_idx").on(t.doubtId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.hiddenAt} is null`),
    uniqueIndex("doubt_answers_one_accepted_idx").on(t.doubtId).where(sql`${t.isAccepted}`),
  ],
);
