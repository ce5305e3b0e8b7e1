/**
 * Where an expert is paid: one payout account per user, a bank account (its number encrypted at
 * rest, only its last four digits in the clear) or a UPI ID, as verified by the payment provider.
 * A change replaces the row and starts the cooling period again (`payable_from`).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").$type<"bank" | "upi">().notNull(),
    holderName: text("holder_name"),
    /** AES-256-GCM of the account number (lib/secret-box.ts), never returned by the API */
    accountNumberSealed: text("account_number_sealed"),
    accountLast4: text("account_last4"),
    ifsc: text("ifsc"),
    upiId: text("upi_id"),
    /** the provider's id of the verified account (RazorpayX's fund account) */
    providerRef: text("provider_ref").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    /** no payout before this: a new or changed account waits (PAYOUT_ACCOUNT_COOLING_HOURS) */
    payableFrom: timestamp("payable_from", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** "Automatic weekly payouts": the weekly run requests a payout for the expert (features/payouts/payouts.weekly.ts); kept when the account is changed */
    autoPayouts: boolean("auto_payouts").notNull().default(false),
  },
  (t) => [
    // the weekly run reads only the accounts that asked for it
    index("payout_accounts_auto_idx").on(t.userId).where(sql`${t.autoPayouts}`),
    check("payout_accounts_method_check", sql`${t.method} in ('bank', 'upi')`),
    check(
      "payout_accounts_shape_check",
      sql`case ${t.method}
            when 'bank' then ${t.holderName} is not null and ${t.accountNumberSealed} is not null and ${t.accountLast4} ~ '^[0-9]{4}$' and ${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$' and ${t.upiId} is null
            else ${t.upiId} is not null and ${t.holderName} is null and ${t.accountNumberSealed} is null and ${t.accountLast4} is null and ${t.ifsc} is null
          end`,
    ),
  ],
);

export const PAYOUT_STATUSES = ["requested", "processing", "paid", "failed", "reversed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Money out: one row per payout request, of the expert's whole available earnings. Its status moves
 * requested → processing → paid | failed | reversed, each move one conditional UPDATE; a trigger
 * (migration 0029) refuses any other move and writes the history row. The ledger entries of a
 * payout carry its id (ledger_entries.payout_id). The id is the idempotency key sent to the provider.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    status: text("status").$type<PayoutStatus>().notNull().default("requested"),
    method: text("method").$type<"bank" | "upi">().notNull(),
    /** where it goes as the expert sees it: the masked account number or the UPI ID */
    destination: text("destination").notNull(),
    /** the provider's id of the account paid (payout_accounts.provider_ref at the time) */
    accountRef: text("account_ref").notNull(),
    providerPayoutId: text("provider_payout_id"),
    failureReason: text("failure_reason"),
    /** set when the weekly run requested it: that run's Monday (IST); one automatic payout per expert a week */
    autoWeek: date("auto_week", { mode: "string" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payouts_status_check", sql`${t.status} in ('requested', 'processing', 'paid', 'failed', 'reversed')`),
    check("payouts_method_check", sql`${t.method} in ('bank', 'upi')`),
    check("payouts_amount_check", sql`${t.amountPaise} > 0`),
    uniqueIndex("payouts_provider_payout_key").on(t.providerPayoutId),
    uniqueIndex("payouts_auto_week_key").on(t.userId, t.autoWeek),
    index("payouts_user_requested_idx").on(t.userId, t.requestedAt.desc()),
    index("payouts_status_requested_idx").on(t.status, t.requestedAt),
  ],
);

/** Every status a payout took, written by the status trigger (migration 0029). */
export const payoutEvents = pgTable(
  "payout_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "restrict" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payout_events_payout_idx").on(t.payoutId, t.id)],
);

/** An admin's hold on an expert's payouts: while a row exists no payout is requested (audited). */
export const payoutHolds = pgTable("payout_holds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  heldBy: uuid("held_by").references(() => users.id, { onDelete: "set null" }),
  heldAt: timestamp("held_at", { withTimezone: true }).notNull().defaultNow(),
});
