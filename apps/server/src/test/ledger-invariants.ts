/** Test helper: what must hold of the money tables after any scenario. Throws with the broken rule. */
import { sql } from "drizzle-orm";
import { SETTLEMENT_DELAY_HOURS } from "@expertconnect/shared/booking-policy";
import { rows, type Db } from "../db/client.ts";

export async function checkLedgerInvariants(db: Db): Promise<void> {
  const drift = await rows(
    db,
    sql`select w.id, w.balance_paise, coalesce(sum(e.amount_paise), 0) as sum
        from wallets w left join ledger_entries e on e.wallet_id = w.id
        group by w.id having w.balance_paise <> coalesce(sum(e.amount_paise), 0) or w.balance_paise < 0`,
  );
  if (drift.length) throw new Error(`wallet balance differs from its entries: ${JSON.stringify(drift)}`);

  const topups = await rows(
    db,
    sql`select o.id, o.status, o.amount_paise, count(e.id) as entries, coalesce(sum(e.amount_paise), 0) as credited
        from payment_orders o left join ledger_entries e on e.payment_order_id = o.id and e.kind = 'topup'
        group by o.id
        having (o.status = 'paid') <> (count(e.id) = 1) or (o.status = 'paid' and coalesce(sum(e.amount_paise), 0) <> o.amount_paise)`,
  );
  if (topups.length) throw new Error(`an order is not credited exactly once with its amount: ${JSON.stringify(topups)}`);

  const holds = await rows(
    db,
    sql`select h.booking_id, h.status, h.amount_paise,
               coalesce(sum(e.amount_paise) filter (where e.kind = 'booking_hold'), 0) as held,
               coalesce(sum(e.amount_paise) filter (where e.kind <> 'booking_hold'), 0) as released
        from booking_holds h left join ledger_entries e on e.booking_id = h.booking_id
        group by h.booking_id
        having coalesce(sum(e.amount_paise) filter (where e.kind = 'booking_hold'), 0) <> -h.amount_paise
            or coalesce(sum(e.amount_paise) filter (where e.kind <> 'booking_hold'), 0) <> case when h.status = 'held' then 0 else h.amount_paise end`,
  );
  if (holds.length) throw new Error(`a hold is not taken or settled exactly once: ${JSON.stringify(holds)}`);

  // An expert's earnings: every fee earned belongs to a released hold (its release time starts the
  // settlement delay), and what is pending never exceeds the account, so available is never below zero.
  const earnings = await rows(
    db,
    sql`select w.id, w.balance_paise,
               coalesce(sum(e.amount_paise) filter (where h.settled_at > now() - make_interval(hours => ${SETTLEMENT_DELAY_HOURS})), 0) as pending,
               count(e.id) filter (where h.status is distinct from 'released') as orphans
        from wallets w
        left join ledger_entries e on e.wallet_id = w.id and e.kind = 'hold_release_earning'
        left join booking_holds h on h.booking_id = e.booking_id
        where w.kind = 'earnings'
        group by w.id
        having count(e.id) filter (where h.status is distinct from 'released') > 0
            or w.balance_paise < coalesce(sum(e.amount_paise) filter (where h.settled_at > now() - make_interval(hours => ${SETTLEMENT_DELAY_HOURS})), 0)`,
  );
  if (earnings.length) throw new Error(`earnings without a released hold, or available below zero: ${JSON.stringify(earnings)}`);

  // A payout: taken from earnings once; in flight while requested or processing; gone when paid;
  // back in earnings, once, when it failed or was reversed. Nothing paid twice.
  const payouts = await rows(
    db,
    sql`select p.id, p.status, p.amount_paise,
               coalesce(sum(e.amount_paise) filter (where e.kind in ('payout_hold', 'payout_return')), 0) as from_earnings,
               coalesce(sum(e.amount_paise) filter (where e.kind in ('payout_in_flight', 'payout_sent', 'payout_reversed', 'payout_release')), 0) as in_flight,
               coalesce(sum(e.amount_paise) filter (where e.kind in ('payout_sent', 'payout_reversed')), 0) as paid_out
        from payouts p left join ledger_entries e on e.payout_id = p.id
        group by p.id
        having count(e.id) filter (where e.kind = 'payout_hold') <> 1
            or coalesce(sum(e.amount_paise) filter (where e.kind in ('payout_hold', 'payout_return')), 0)
               <> case when p.status in ('failed', 'reversed') then 0 else -p.amount_paise end
            or coalesce(sum(e.amount_paise) filter (where e.kind in ('payout_in_flight', 'payout_sent', 'payout_reversed', 'payout_release')), 0)
               <> case when p.status in ('requested', 'processing') then p.amount_paise else 0 end
            or coalesce(sum(e.amount_paise) filter (where e.kind in ('payout_sent', 'payout_reversed')), 0)
               <> case when p.status = 'paid' then -p.amount_paise else 0 end`,
  );
  if (payouts.length) throw new Error(`a payout's entries do not match its status: ${JSON.stringify(payouts)}`);

  // Money is neither made nor lost: what the wallets and open holds hold is what was paid in (and
  // corrected), less what was paid out (a reversed payout came back in).
  const [total] = await rows<{ inside: string; paid_in: string }>(
    db,
    sql`select (select coalesce(sum(balance_paise), 0) from wallets)
             + (select coalesce(sum(amount_paise), 0) from booking_holds where status = 'held') as inside,
               (select coalesce(sum(amount_paise), 0) from payment_orders where status = 'paid')
             + (select coalesce(sum(amount_paise), 0) from ledger_entries where kind in ('correction', 'payout_sent', 'payout_reversed')) as paid_in`,
  );
  if (String(total!.inside) !== String(total!.paid_in)) throw new Error(`money made or lost: ${JSON.stringify(total)}`);
}
