/**
 * Receipts (docs/product.md#receipts): one per successful top-up and per paid booking, numbered
 * without gaps within each Indian financial year (April to March, IST). The number is taken from
 * the year's counter row by a trigger (migration 0038) in the transaction that records the
 * payment, so a payment that rolls back takes its number back with it.
 */
import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { bookings } from "./bookings.ts";
import { paymentOrders } from "./wallet.ts";

/** The last receipt number given in a financial year (`fy_start`: 2026 for 2026-27). */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    fyStart: smallint("fy_start").primaryKey(),
    lastSeq: integer("last_seq").notNull(),
  },
  (t) => [check("receipt_counters_last_seq_check", sql`${t.lastSeq} > 0`)],
);

export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fyStart: smallint("fy_start").notNull(),
    seq: integer("seq").notNull(),
    /** EC/2026-27/000123 */
    number: text("number").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    paymentOrderId: uuid("payment_order_id").references(() => paymentOrders.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** when the payment was made: the top-up's paid_at, the booking hold's created_at */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("receipts_amount_check", sql`${t.amountPaise} > 0`),
    check("receipts_seq_check", sql`${t.seq} > 0`),
    check("receipts_one_payment_check", sql`(${t.paymentOrderId} is null) <> (${t.bookingId} is null)`),
    uniqueIndex("receipts_fy_seq_key").on(t.fyStart, t.seq),
    uniqueIndex("receipts_number_key").on(t.number),
    uniqueIndex("receipts_payment_order_key").on(t.paymentOrderId),
    uniqueIndex("receipts_booking_key").on(t.bookingId),
    uniqueIndex("receipts_user_issued_idx").on(t.userId, t.issuedAt, t.id),
  ],
);
