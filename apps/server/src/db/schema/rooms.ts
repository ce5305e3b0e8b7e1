/**
 * Consultation rooms (migration 0014_rooms): the chat of a booking, and real-time messages too
 * large for a NOTIFY payload, which are sent as the id of their row (lib/realtime/).
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { bookings } from "./bookings.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const bookingMessages = pgTable(
  "booking_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt,
  },
  (t) => [
    check("booking_messages_body_check", sql`char_length(${t.body}) between 1 and 2000`),
    index("booking_messages_booking_idx").on(t.bookingId, t.id),
    index("booking_messages_sender_created_idx").on(t.senderId, t.createdAt),
  ],
);

export const realtimePayloads = pgTable(
  "realtime_payloads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    payload: text("payload").notNull(),
    createdAt,
  },
  (t) => [index("realtime_payloads_created_idx").on(t.createdAt)],
);
