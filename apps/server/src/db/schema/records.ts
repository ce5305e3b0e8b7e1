/**
 * After a consultation (migration 0017_records_reviews): the expert's notes on a booking, the
 * user's own medical records, and the client's review of a booking. Notes and reviews name their
 * booking with its client and expert in one foreign key (bookings_id_user_expert_key).
 */
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { NoteValues } from "@expertconnect/shared/schemas/records";
import { users } from "./auth.ts";
import { bookings } from "./bookings.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const consultationNotes = pgTable(
  "consultation_notes",
  {
    bookingId: uuid("booking_id").primaryKey(),
    userId: uuid("user_id").notNull(),
    expertId: uuid("expert_id").notNull(),
    kind: text("kind").$type<NoteValues["kind"]>().notNull(),
    body: jsonb("body").$type<NoteValues>().notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    check("consultation_notes_kind_check", sql`${t.kind} in ('prescription', 'summary')`),
    // A prescription says whether it follows a first consultation or a follow-up (migration 0036, NOT VALID: older ones may not).
    check("consultation_notes_visit_check", sql`${t.kind} <> 'prescription' or coalesce(${t.body} ->> 'visit' in ('first', 'follow_up'), false)`),
    foreignKey({ name: "consultation_notes_booking_fk", columns: [t.bookingId, t.userId, t.expertId], foreignColumns: [bookings.id, bookings.userId, bookings.expertId] }).onDelete(
      "cascade",
    ),
    index("consultation_notes_user_idx").on(t.userId, t.createdAt.desc(), t.bookingId.desc()),
  ],
);

export const medicalRecords = pgTable(
  "medical_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt,
  },
  (t) => [index("medical_records_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const expertReviews = pgTable(
  "expert_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").notNull().unique(),
    userId: uuid("user_id").notNull(),
    expertId: uuid("expert_id").notNull(),
    stars: smallint("stars").notNull(),
    body: text("body"),
    createdAt,
    updatedAt,
  },
  (t) => [
    check("expert_reviews_stars_check", sql`${t.stars} between 1 and 5`),
    foreignKey({ name: "expert_reviews_booking_fk", columns: [t.bookingId, t.userId, t.expertId], foreignColumns: [bookings.id, bookings.userId, bookings.expertId] }).onDelete(
      "cascade",
    ),
    index("expert_reviews_expert_idx").on(t.expertId, t.createdAt.desc(), t.id.desc()),
  ],
);
