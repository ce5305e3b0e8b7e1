/** The wallet's reads (balance, transactions) and top-up orders: creating one, and crediting it once. */
import { sql } from "drizzle-orm";
import { SETTLEMENT_DELAY_HOURS } from "@expertconnect/shared/booking-policy";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { rows, type Db, utcIso } from "../../db/client.ts";
import type { LedgerKind } from "../../db/schema/index.ts";
import type { ProviderName } from "./payments/provider.ts";
import { ensureWallet, insertEntry } from "./wallet.ledger.ts";

export interface WalletBalances {
  balancePaise: number;
  /** the earnings account's balance: pending plus available */
  earningsPaise: number;
  /** fees held for the expert's bookings yet to happen */
  earningsHeldPaise: number;
  /** released fees still within the settlement delay */
  earningsPendingPaise: number;
  /** released fees past the settlement delay: what can be paid out */
  earningsAvailablePaise: number;
  /** payouts requested and not yet paid (or returned) */
  payoutInFlightPaise: number;
  /** what payouts have paid to the expert's account, less any reversed */
  paidOutPaise: number;
}

/**
 * The user's balances: main (spendable), earnings (fees released to them as an expert, less
 * commission) split into pending and available by the settlement delay counted from each hold's
 * release, and, as an expert, the fees still held for their bookings. One query.
 */
export async function walletBalances(db: Db, userId: string): Promise<WalletBalances> {
  const found = await rows<{ kind: string; balance: string | number }>(
    db,
    sql`select kind, balance_paise as balance from wallets where user_id = ${userId} and kind in ('main', 'earnings', 'payout')
        union all
        select 'paid_out', -coalesce(sum(e.amount_paise), 0) from wallets w join ledger_entries e on e.wallet_id = w.id
        where w.user_id = ${userId} and w.kind = 'payout' and e.kind in ('payout_sent', 'payout_reversed')
        union all
        select 'held', coalesce(sum(h.amount_paise), 0) from booking_holds h
        join bookings b on b.id = h.booking_id join experts x on x.id = b.expert_id
        where x.user_id = ${userId} and h.status = 'held'
        union all
        select 'pending', coalesce(sum(e.amount_paise), 0) from wallets w
        join ledger_entries e on e.wallet_id = w.id and e.kind = 'hold_release_earning'
        join booking_holds h on h.booking_id = e.booking_id
        where w.user_id = ${userId} and w.kind = 'earnings' and h.settled_at > now() - make_interval(hours => ${SETTLEMENT_DELAY_HOURS})`,
  );
  const of = (kind: string) => Number(found.find((w) => w.kind === kind)?.balance ?? 0);
  const earningsPaise = of("earnings");
  // Never more pending than the account holds (nor available below zero).
  const earningsPendingPaise = Math.min(of("pending"), earningsPaise);
  return {
    balancePaise: of("main"),
    earningsPaise,
    earningsHeldPaise: of("held"),
    earningsPendingPaise,
    earningsAvailablePaise: earningsPaise - earningsPendingPaise,
    payoutInFlightPaise: of("payout"),
    paidOutPaise: of("paid_out"),
  };
}

export interface Transaction {
  id: string;
  kind: LedgerKind;
  amountPaise: number;
  bookingId: string | null;
  /** The booking the entry belongs to, as the wallet screen names it. */
  booking: { expertName: string; scheduledAt: string } | null;
  paymentOrderId: string | null;
  /**
   * A fee earned (`hold_release_earning`): the client's fee and the platform's commission as their
   * own lines, and when it stops being pending.
   */
  earning: { feePaise: number; commissionPaise: number; availableAt: string; pending: boolean } | null;
  createdAt: string;
}

/** One page of a wallet's entries, newest first; the cursor is the last entry's id. */
export async function listTransactions(db: Db, userId: string, account: "main" | "earnings", before: string | undefined) {
  const page = await rows<{
    id: string;
    kind: LedgerKind;
    amount: string | number;
    booking_id: string | null;
    expert_name: string | null;
    scheduled_at: string | null;
    payment_order_id: string | null;
    fee_paise: string | number | null;
    available_at: string | null;
    pending: boolean | null;
    created_at: string;
  }>(
    db,
    sql`select e.id::text as id, e.kind, e.amount_paise as amount, e.booking_id, e.payment_order_id, x.name as expert_name,
               ${utcIso("b.scheduled_at")} as scheduled_at,
               h.amount_paise as fee_paise,
               ${utcIso(`(h.settled_at + interval '${SETTLEMENT_DELAY_HOURS} hours')`)} as available_at,
               h.settled_at > now() - make_interval(hours => ${SETTLEMENT_DELAY_HOURS}) as pending,
               ${utcIso("e.created_at")} as created_at
        from ledger_entries e join wallets w on w.id = e.wallet_id
        left join bookings b on b.id = e.booking_id
        left join booking_holds h on h.booking_id = e.booking_id and e.kind = 'hold_release_earning'
        left join experts x on x.id = b.expert_id
        where w.user_id = ${userId} and w.kind = ${account} ${before ? sql`and e.id < ${before}::bigint` : sql``}
        order by e.id desc
        limit ${PAGE_SIZE + 1}`,
  );
  const hasMore = page.length > PAGE_SIZE;
  const items: Transaction[] = page.slice(0, PAGE_SIZE).map((r) => ({
    id: r.id,
    kind: r.kind,
    amountPaise: Number(r.amount),
    bookingId: r.booking_id,
    booking: r.booking_id && r.expert_name && r.scheduled_at ? { expertName: r.expert_name, scheduledAt: r.scheduled_at } : null,
    paymentOrderId: r.payment_order_id,
    earning:
      r.fee_paise !== null && r.available_at
        ? { feePaise: Number(r.fee_paise), commissionPaise: Number(r.fee_paise) - Number(r.amount), availableAt: r.available_at, pending: r.pending === true }
        : null,
    createdAt: r.created_at,
  }));
  return { transactions: items, nextCursor: hasMore ? items.at(-1)!.id : null };
}

export interface TopUpOrder {
  id: string;
  provider: ProviderName;
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  status: "created" | "paid" | "failed";
  createdAt: string;
  paidAt: string | null;
}

const orderColumns = sql`id, provider, provider_order_id, amount_paise, currency, status,
  ${utcIso("created_at")} as created_at,
  ${utcIso("paid_at")} as paid_at`;

interface OrderRow {
  id: string;
  provider: ProviderName;
  provider_order_id: string;
  amount_paise: string | number;
  currency: string;
  status: TopUpOrder["status"];
  created_at: string;
  paid_at: string | null;
  user_id?: string;
}

const toOrder = (r: OrderRow): TopUpOrder => ({
  id: r.id,
  provider: r.provider,
  providerOrderId: r.provider_order_id,
  amountPaise: Number(r.amount_paise),
  currency: r.currency,
  status: r.status,
  createdAt: r.created_at,
  paidAt: r.paid_at,
});

export async function insertOrder(
  db: Db,
  o: { id: string; userId: string; provider: ProviderName; providerOrderId: string; amountPaise: number },
): Promise<TopUpOrder> {
  const [row] = await rows<OrderRow>(
    db,
    sql`insert into payment_orders (id, user_id, provider, provider_order_id, amount_paise)
        values (${o.id}, ${o.userId}, ${o.provider}, ${o.providerOrderId}, ${o.amountPaise})
        returning ${orderColumns}`,
  );
  return toOrder(row!);
}

/** The caller's own order, by our id or the provider's; null for anyone else's. */
export async function findUserOrder(db: Db, userId: string, by: { id: string } | { provider: ProviderName; providerOrderId: string }): Promise<TopUpOrder | null> {
  const where = "id" in by ? sql`id = ${by.id}` : sql`provider = ${by.provider} and provider_order_id = ${by.providerOrderId}`;
  const [row] = await rows<OrderRow>(db, sql`select ${orderColumns} from payment_orders where ${where} and user_id = ${userId}`);
  return row ? toOrder(row) : null;
}

export type CreditResult =
  | { status: "credited"; order: TopUpOrder; userId: string }
  | { status: "already_paid"; order: TopUpOrder; userId: string }
  | { status: "not_found" }
  | { status: "amount_mismatch"; order: TopUpOrder };

/**
 * Marks the order paid and credits its own amount to its owner's wallet, in one transaction, once:
 * the conditional UPDATE lets one report through; the others find it paid. The unique index on
 * the top-up entry per order backs that up. `reportedAmountPaise` (a webhook's) must match.
 */
export async function creditTopUp(
  db: Db,
  p: { provider: ProviderName; providerOrderId: string; providerPaymentId: string; method?: string | null; reportedAmountPaise?: number; userId?: string },
): Promise<CreditResult> {
  return db.transaction(async (tx) => {
    const [found] = await rows<OrderRow & { user_id: string }>(
      tx,
      sql`select ${orderColumns}, user_id from payment_orders
          where provider = ${p.provider} and provider_order_id = ${p.providerOrderId} ${p.userId ? sql`and user_id = ${p.userId}` : sql``}`,
    );
    if (!found) return { status: "not_found" as const };
    const order = toOrder(found);
    if (p.reportedAmountPaise !== undefined && p.reportedAmountPaise !== order.amountPaise) return { status: "amount_mismatch" as const, order };
    const [paid] = await rows<OrderRow>(
      tx,
      sql`update payment_orders set status = 'paid', provider_payment_id = ${p.providerPaymentId}, method = coalesce(${p.method ?? null}, method), paid_at = now()
          where id = ${order.id} and status <> 'paid'
          returning ${orderColumns}`,
    );
    if (!paid) {
      const [now] = await rows<OrderRow>(tx, sql`select ${orderColumns} from payment_orders where id = ${order.id}`);
      return { status: "already_paid" as const, order: toOrder(now!), userId: found.user_id };
    }
    const walletId = await ensureWallet(tx, found.user_id, "main");
    await insertEntry(tx, { walletId, kind: "topup", amountPaise: order.amountPaise, paymentOrderId: order.id });
    return { status: "credited" as const, order: toOrder(paid), userId: found.user_id };
  });
}

/** A failed payment marks a still-unpaid order failed (it may be paid by a later attempt). */
export async function markOrderFailed(db: Db, provider: ProviderName, providerOrderId: string): Promise<void> {
  await db.execute(sql`update payment_orders set status = 'failed' where provider = ${provider} and provider_order_id = ${providerOrderId} and status = 'created'`);
}
