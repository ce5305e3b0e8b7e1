/** Bookings and their history (booking_events): the state machine is enforced by a trigger (migration 0009). */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Patient } from "@expertconnect/shared/schemas/bookings";
import { users } from "./auth.ts";
import { experts } from "./experts.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A booking holds [scheduled_at, ends_at). The exclusion constraints that stop double booking
 * (per expert and per user, for pending and confirmed bookings) are in a hand-written migration,
 * because drizzle-kit cannot express EXCLUDE.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertId: uuid("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("pending"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    consultationType: text("consultation_type").notNull(),
    amount: integer("amount").notNull().default(0),
    notes: text("notes"),
    cancelledBy: text("cancelled_by"),
    cancellationReason: text("cancellation_reason"),
    /**
     * Who a medical consultation is for (migration 0032, docs/product.md#the-patient): the client
     * themself, or another person with name, age and gender; under 18 only with the adult present.
     */
    patient: jsonb("patient").$type<Patient>(),
    createdAt,
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`),
    check("bookings_consultation_type_check", sql`${t.consultationType} in ('video', 'voice', 'chat', 'in_person')`),
    check("bookings_amount_check", sql`${t.amount} >= 0`),
    check("bookings_notes_check", sql`${t.notes} is null or char_length(${t.notes}) <= 500`),
    check("bookings_ends_after_start_check", sql`${t.endsAt} > ${t.scheduledAt}`),
    // The database refuses a minor without the adult's confirmation, whatever wrote the row.
    check(
      "bookings_patient_check",
      sql`case when ${t.patient} is null or ${t.patient}->>'for' = 'self' then true
        when ${t.patient}->>'for' = 'other' and jsonb_typeof(${t.patient}->'age') = 'number' and jsonb_typeof(${t.patient}->'name') = 'string'
          then (${t.patient}->>'age')::numeric >= 18 or coalesce(${t.patient}->'adultPresent' = 'true'::jsonb, false)
        else false end`,
    ),
    // My Bookings pages newest first on (scheduled_at desc, id desc), NULLS FIRST as plain DESC is.
    index("bookings_user_scheduled_idx").on(t.userId, t.scheduledAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The expert's desk reads its lists in this order (migration 0021).
    index("bookings_expert_scheduled_id_idx").on(t.expertId, t.scheduledAt, t.id),
    // The desk's Past tab, by how a booking ended (migration 0023): completed, no-show…
    index("bookings_expert_status_scheduled_id_idx").on(t.expertId, t.status, t.scheduledAt, t.id),
    // …and cancelled, by whom.
    index("bookings_expert_cancelled_idx").on(t.expertId, t.cancelledBy, t.scheduledAt, t.id).where(sql`${t.status} = 'cancelled'`),
    // A client's no-shows, counted before each new booking (migration 0013).
    index("bookings_user_no_show_idx").on(t.userId, t.scheduledAt).where(sql`${t.status} = 'no_show'`),
  ],
);

/**
 * Every status change of a booking (migration 0009): written in the same statement as the change.
 * Which moves are allowed is enforced by the bookings_status_move trigger.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);
