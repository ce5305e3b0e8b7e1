/**
 * Reads for receipts and statements (docs/product.md#receipts, docs/product.md#statements). The
 * receipts themselves are written by the database in the payment's transaction (migration 0038);
 * here they are only read, each by its owner alone.
 */
import { sql } from "drizzle-orm";
import { addDays } from "@expertconnect/shared/schemas/bookings";
import { APP_UTC_OFFSET } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { personName } from "../notifications/notify.ts";

export interface ReceiptView {
  number: string;
  issuedAt: string;
  amountPaise: number;
  payerName: string;
  payerEmail: string;
  /** a top-up's provider and method; null for a booking (paid from the wallet) */
  topUp: { provider: string; method: string | null } | null;
  booking: { id: string; expertName: string; category: string; consultationType: string; scheduledAt: string } | null;
}

/** The receipt of the caller's own top-up or booking payment; null for anyone else's or none. */
export async function findReceipt(db: Db, userId: string, by: { orderId: string } | { bookingId: string }): Promise<ReceiptView | null> {
  const which = "orderId" in by ? sql`r.payment_order_id = ${by.orderId}::uuid` : sql`r.booking_id = ${by.bookingId}::uuid`;
  const [r] = await rows<{
    number: string;
    issued_at: string;
    amount_paise: string | number;
    payer_name: string;
    payer_email: string;
    provider: string | null;
    method: string | null;
    booking_id: string | null;
    expert_name: string | null;
    category: string | null;
    consultation_type: string | null;
    scheduled_at: string | null;
  }>(
    db,
    sql`select r.number, ${utcIso("r.issued_at")} as issued_at, r.amount_paise, ${personName("c")} as payer_name, cu.email as payer_email,
          o.provider, o.method, b.id as booking_id, x.name as expert_name, x.category, b.consultation_type, ${utcIso("b.scheduled_at")} as scheduled_at
        from receipts r
        join users cu on cu.id = r.user_id left join profiles cp on cp.id = r.user_id
        left join payment_orders o on o.id = r.payment_order_id
        left join bookings b on b.id = r.booking_id left join experts x on x.id = b.expert_id
        where r.user_id = ${userId}::uuid and ${which}`,
  );
  if (!r) return null;
  return {
    number: r.number,
    issuedAt: r.issued_at,
    amountPaise: Number(r.amount_paise),
    payerName: r.payer_name,
    payerEmail: r.payer_email,
    topUp: r.provider ? { provider: r.provider, method: r.method } : null,
    booking:
      r.booking_id && r.expert_name && r.scheduled_at
        ? { id: r.booking_id, expertName: r.expert_name, category: r.category ?? "", consultationType: r.consultation_type ?? "", scheduledAt: r.scheduled_at }
        : null,
  };
}

/** The start of an IST day as an instant, and the start of the day after `last`. */
const istDayStart = (day: string) => `${day}T00:00:00${APP_UTC_OFFSET}`;

export interface StatementEntry {
  id: string;
  kind: string;
  amountPaise: number;
  createdAt: string;
  expertName: string | null;
  scheduledAt: string | null;
}

export interface WalletStatement {
  from: string;
  to: string;
  holderName: string;
  holderEmail: string;
  openingPaise: number;
  closingPaise: number;
  entries: StatementEntry[];
}

/**
 * A client's main wallet from the first IST day to the last, both included: the balance before
 * the first day, every ledger entry in between in ledger order, and the balance after. Two reads in
 * one repeatable-read transaction, so opening plus entries is closing even while payments go on.
 */
export async function walletStatement(db: Db, userId: string, from: string, to: string): Promise<WalletStatement> {
  const start = istDayStart(from);
  const end = istDayStart(addDays(to, 1));
  return db.transaction(
    async (tx) => {
      const [head] = await rows<{ holder_name: string; holder_email: string; opening: string | number }>(
        tx,
        sql`select ${personName("c")} as holder_name, cu.email as holder_email,
              (select coalesce(sum(e.amount_paise), 0) from ledger_entries e join wallets w on w.id = e.wallet_id
                where w.user_id = cu.id and w.kind = 'main' and e.created_at < ${start}::timestamptz) as opening
            from users cu left join profiles cp on cp.id = cu.id where cu.id = ${userId}::uuid`,
      );
      const found = await rows<{ id: string; kind: string; amount: string | number; created_at: string; expert_name: string | null; scheduled_at: string | null }>(
        tx,
        sql`select e.id::text as id, e.kind, e.amount_paise as amount, ${utcIso("e.created_at")} as created_at, x.name as expert_name, ${utcIso("b.scheduled_at")} as scheduled_at
            from ledger_entries e join wallets w on w.id = e.wallet_id
            left join bookings b on b.id = e.booking_id left join experts x on x.id = b.expert_id
            where w.user_id = ${userId}::uuid and w.kind = 'main' and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
            order by e.id`,
      );
      const entries = found.map((e) => ({ id: e.id, kind: e.kind, amountPaise: Number(e.amount), createdAt: e.created_at, expertName: e.expert_name, scheduledAt: e.scheduled_at }));
      const openingPaise = Number(head?.opening ?? 0);
      return {
        from,
        to,
        holderName: head?.holder_name ?? "",
        holderEmail: head?.holder_email ?? "",
        openingPaise,
        closingPaise: openingPaise + entries.reduce((s, e) => s + e.amountPaise, 0),
        entries,
      };
    },
    { isolationLevel: "repeatable read" },
  );
}

export interface EarningsStatement {
  month: string;
  expertName: string;
  holderEmail: string;
  consultations: { bookingId: string; scheduledAt: string; releasedAt: string; clientName: string; feePaise: number; commissionPaise: number; netPaise: number }[];
  payouts: { payoutId: string; kind: string; amountPaise: number; createdAt: string; status: string }[];
}

/**
 * An expert's month (IST): each fee released to their earnings in it (the client's fee, the
 * platform's commission, what they received) and each payout moving money out of or back into
 * their earnings in it. Null when the caller is not an expert.
 */
export async function earningsStatement(db: Db, userId: string, month: string): Promise<EarningsStatement | null> {
  const start = istDayStart(`${month}-01`);
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  const end = istDayStart(`${next}-01`);
  return db.transaction(
    async (tx) => {
      const [expert] = await rows<{ name: string; email: string }>(
        tx,
        sql`select x.name, u.email from experts x join users u on u.id = x.user_id where x.user_id = ${userId}::uuid limit 1`,
      );
      if (!expert) return null;
      const consultations = await rows<{ booking_id: string; scheduled_at: string; released_at: string; client_name: string; fee: string | number; net: string | number }>(
        tx,
        sql`select b.id as booking_id, ${utcIso("b.scheduled_at")} as scheduled_at, ${utcIso("e.created_at")} as released_at, ${personName("c")} as client_name,
              h.amount_paise as fee, e.amount_paise as net
            from ledger_entries e join wallets w on w.id = e.wallet_id
            join booking_holds h on h.booking_id = e.booking_id
            join bookings b on b.id = e.booking_id
            join users cu on cu.id = b.user_id left join profiles cp on cp.id = b.user_id
            where w.user_id = ${userId}::uuid and w.kind = 'earnings' and e.kind = 'hold_release_earning'
              and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
            order by e.id`,
      );
      const payouts = await rows<{ payout_id: string; kind: string; amount: string | number; created_at: string; status: string }>(
        tx,
        sql`select e.payout_id, e.kind, e.amount_paise as amount, ${utcIso("e.created_at")} as created_at, p.status
            from ledger_entries e join wallets w on w.id = e.wallet_id join payouts p on p.id = e.payout_id
            where w.user_id = ${userId}::uuid and w.kind = 'earnings' and e.kind in ('payout_hold', 'payout_return')
              and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
            order by e.id`,
      );
      return {
        month,
        expertName: expert.name,
        holderEmail: expert.email,
        consultations: consultations.map((c) => ({
          bookingId: c.booking_id,
          scheduledAt: c.scheduled_at,
          releasedAt: c.released_at,
          clientName: c.client_name,
          feePaise: Number(c.fee),
          commissionPaise: Number(c.fee) - Number(c.net),
          netPaise: Number(c.net),
        })),
        payouts: payouts.map((p) => ({ payoutId: p.payout_id, kind: p.kind, amountPaise: Number(p.amount), createdAt: p.created_at, status: p.status })),
      };
    },
    { isolationLevel: "repeatable read" },
  );
}
