/**
 * Ledger operations: every change of money is an entry; the database keeps each wallet's running
 * balance (trigger) and refuses a negative one (CHECK), refuses a second credit of one payment and
 * a second release of one hold (unique indexes). A booking's hold is written with the booking
 * (bookings.create.ts); its moves call refundHold and releaseHoldToExpert inside their own
 * transaction, and each is idempotent.
 */
import { sql } from "drizzle-orm";
import { commissionFor } from "@expertconnect/shared/booking-policy";
import { pgConstraint, pgErrorCode, rows, type Db } from "../../db/client.ts";
import type { LedgerKind, WalletKind } from "../../db/schema/index.ts";

const CHECK_VIOLATION = "23514";

/** Whether `err` is the wallet's CHECK refusing a balance below zero (a payment the wallet cannot cover). */
export const isShortBalance = (err: unknown) => pgErrorCode(err) === CHECK_VIOLATION && pgConstraint(err) === "wallets_balance_check";

/** The user's wallet of that kind, created on first use. */
export async function ensureWallet(db: Db, userId: string, kind: Exclude<WalletKind, "platform">): Promise<string> {
  await db.execute(sql`insert into wallets (user_id, kind) values (${userId}, ${kind}) on conflict (user_id, kind) do nothing`);
  const [row] = await rows<{ id: string }>(db, sql`select id from wallets where user_id = ${userId} and kind = ${kind}`);
  return row!.id;
}

/** The one platform wallet (commission), created on first use. */
export async function ensurePlatformWallet(db: Db): Promise<string> {
  await db.execute(sql`insert into wallets (kind) values ('platform') on conflict (kind) where kind = 'platform' do nothing`);
  const [row] = await rows<{ id: string }>(db, sql`select id from wallets where kind = 'platform'`);
  return row!.id;
}

export interface NewEntry {
  walletId: string;
  kind: LedgerKind;
  amountPaise: number;
  bookingId?: string | null;
  paymentOrderId?: string | null;
  payoutId?: string | null;
  note?: string | null;
}

export async function insertEntry(db: Db, e: NewEntry): Promise<void> {
  await db.execute(
    sql`insert into ledger_entries (wallet_id, kind, amount_paise, booking_id, payment_order_id, payout_id, note)
        values (${e.walletId}, ${e.kind}, ${e.amountPaise}, ${e.bookingId ?? null}, ${e.paymentOrderId ?? null}, ${e.payoutId ?? null}, ${e.note ?? null})`,
  );
}

export type SettleResult =
  | { ok: true; paise: number; alreadyDone: boolean }
  | { ok: false; reason: "no_hold" | "already_refunded" | "already_released" };

async function settledBefore(tx: Db, bookingId: string, wanted: "refunded" | "released"): Promise<SettleResult> {
  const [hold] = await rows<{ status: string; amount_paise: string | number }>(tx, sql`select status, amount_paise from booking_holds where booking_id = ${bookingId}`);
  if (!hold) return { ok: false, reason: "no_hold" };
  if (hold.status === wanted) {
    if (wanted === "refunded") return { ok: true, paise: Number(hold.amount_paise), alreadyDone: true };
    const [earning] = await rows<{ amount_paise: string | number }>(
      tx,
      sql`select amount_paise from ledger_entries where booking_id = ${bookingId} and kind = 'hold_release_earning'`,
    );
    return { ok: true, paise: Number(earning?.amount_paise ?? 0), alreadyDone: true };
  }
  return { ok: false, reason: hold.status === "refunded" ? "already_refunded" : "already_released" };
}

/** Returns the whole hold to the client's wallet, once. */
export async function refundHold(tx: Db, bookingId: string): Promise<SettleResult> {
  const [hold] = await rows<{ client_wallet_id: string; amount_paise: string | number }>(
    tx,
    sql`update booking_holds set status = 'refunded', settled_at = now() where booking_id = ${bookingId} and status = 'held'
        returning client_wallet_id, amount_paise`,
  );
  if (!hold) return settledBefore(tx, bookingId, "refunded");
  const amountPaise = Number(hold.amount_paise);
  await insertEntry(tx, { walletId: hold.client_wallet_id, kind: "hold_release_refund", amountPaise, bookingId });
  return { ok: true, paise: amountPaise, alreadyDone: false };
}

/**
 * Releases the hold to the expert's earnings less the platform's commission (`commissionPercent`,
 * rounded down to the paisa in the expert's favour), once. Answers the expert's share.
 */
export async function releaseHoldToExpert(tx: Db, bookingId: string, expertUserId: string, commissionPercent: number): Promise<SettleResult> {
  const [hold] = await rows<{ amount_paise: string | number }>(
    tx,
    sql`update booking_holds set status = 'released', settled_at = now() where booking_id = ${bookingId} and status = 'held'
        returning amount_paise`,
  );
  if (!hold) return settledBefore(tx, bookingId, "released");
  const amountPaise = Number(hold.amount_paise);
  const commission = commissionFor(amountPaise, commissionPercent);
  const earningsWallet = await ensureWallet(tx, expertUserId, "earnings");
  await insertEntry(tx, { walletId: earningsWallet, kind: "hold_release_earning", amountPaise: amountPaise - commission, bookingId });
  if (commission > 0) await insertEntry(tx, { walletId: await ensurePlatformWallet(tx), kind: "commission", amountPaise: commission, bookingId });
  return { ok: true, paise: amountPaise - commission, alreadyDone: false };
}
