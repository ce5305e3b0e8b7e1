/**
 * Money: wallets with a running balance kept by the ledger's trigger, append-only ledger entries,
 * top-up orders and booking holds (escrow). Triggers and partial unique indexes are in the
 * hand-written migration 0011_wallet_ledger.sql; the ones drizzle can express are repeated here.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { bookings } from "./bookings.ts";
import { payouts } from "./payouts.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const WALLET_KINDS = ["main", "earnings", "platform", "payout"] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * A payout's entries (each at most once per payout): `payout_hold` (earnings −) and
 * `payout_in_flight` (payout +) when requested; `payout_sent` (payout −) when paid, the money
 * leaving; `payout_reversed` (payout +) when a paid payout comes back; `payout_release` (payout −)
 * and `payout_return` (earnings +) when it failed or was reversed.
 */
export const PAYOUT_LEDGER_KINDS = ["payout_hold", "payout_in_flight", "payout_sent", "payout_reversed", "payout_release", "payout_return"] as const;
export const LEDGER_KINDS = ["topup", "booking_hold", "hold_release_refund", "hold_release_earning", "commission", "correction", ...PAYOUT_LEDGER_KINDS] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * 'main': a user's spendable money; 'earnings': an expert's consultation earnings; 'platform':
 * commission; 'payout': an expert's earnings on their way to the bank (payouts in flight).
 */
export const wallets = pgTable(
  "wallets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind").$type<WalletKind>().notNull(),
    /** the sum of the wallet's ledger entries, kept by a trigger; never set directly */
    balancePaise: bigint("balance_paise", { mode: "number" }).notNull().default(0),
    createdAt,
  },
  (t) => [
    check("wallets_kind_check", sql`${t.kind} in ('main', 'earnings', 'platform', 'payout')`),
    check("wallets_owner_check", sql`(${t.kind} = 'platform') = (${t.userId} is null)`),
    check("wallets_balance_check", sql`${t.balancePaise} >= 0`),
    uniqueIndex("wallets_user_kind_key").on(t.userId, t.kind),
    uniqueIndex("wallets_platform_key").on(t.kind).where(sql`${t.kind} = 'platform'`),
  ],
);

export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    provider: text("provider").$type<"test" | "razorpay">().notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").$type<"created" | "paid" | "failed">().notNull().default("created"),
    providerPaymentId: text("provider_payment_id"),
    method: text("method"),
    createdAt,
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    check("payment_orders_provider_check", sql`${t.provider} in ('test', 'razorpay')`),
    check("payment_orders_amount_check", sql`${t.amountPaise} between 10000 and 10000000`),
    check("payment_orders_currency_check", sql`${t.currency} = 'INR'`),
    check("payment_orders_status_check", sql`${t.status} in ('created', 'paid', 'failed')`),
    uniqueIndex("payment_orders_provider_order_key").on(t.provider, t.providerOrderId),
    uniqueIndex("payment_orders_provider_payment_key").on(t.provider, t.providerPaymentId),
    index("payment_orders_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const bookingHolds = pgTable(
  "booking_holds",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "restrict" }),
    clientWalletId: uuid("client_wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "restrict" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    status: text("status").$type<"held" | "refunded" | "released">().notNull().default("held"),
    createdAt,
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("booking_holds_amount_check", sql`${t.amountPaise} > 0`),
    check("booking_holds_status_check", sql`${t.status} in ('held', 'refunded', 'released')`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "restrict" }),
    kind: text("kind").$type<LedgerKind>().notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    paymentOrderId: uuid("payment_order_id").references(() => paymentOrders.id, { onDelete: "restrict" }),
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    note: text("note"),
    createdAt,
  },
  (t) => [
    index("ledger_entries_wallet_id_idx").on(t.walletId, t.id),
    // each of a payout's entry kinds once: nothing paid or returned twice
    uniqueIndex("ledger_entries_payout_kind_key").on(t.payoutId, t.kind).where(sql`${t.payoutId} is not null`),
  ],
);
