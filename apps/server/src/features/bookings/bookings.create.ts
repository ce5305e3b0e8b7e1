/**
 * Making a paid booking: the booking row, the hold of the expert's fee from the client's wallet and
 * the job that cancels it if the expert never answers, all or nothing, so a booking exists only
 * when it is paid for, and a short wallet leaves nothing behind.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { NO_SHOW_WINDOW_DAYS } from "@expertconnect/shared/booking-policy";
import { PAISE_PER_RUPEE } from "@expertconnect/shared/schemas/wallet";
import type { BookingPayment } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { personName } from "../notifications/notify.ts";
import { isShortBalance } from "../wallet/wallet.ledger.ts";
import { createdBookingFrom, insertBookingSql, type CreatedBooking, type InsertedBookingRow, type NewBooking } from "./bookings.queries.ts";
import { expiryJobKey, type MoneyDeps } from "./bookings.transitions.ts";

export type CreateResult =
  | { result: "created"; booking: CreatedBooking & { payment: BookingPayment } }
  | { result: "unbookable" }
  | { result: "short"; shortByPaise: number };

/** What a booking request reads before anything is written, in one query (bookingPreflight). */
export interface BookingPreflight {
  /** the client is the expert's own account (experts cannot book themselves) */
  own: boolean;
  /** the client's no-shows inside the restriction's window (booking-policy.ts) */
  noShows: Date[];
  /** null when there is no such expert */
  expertName: string | null;
  expertUserId: string | null;
  /** null when there is no such expert */
  expertCategory: string | null;
  clientName: string;
}

export async function bookingPreflight(db: Db, userId: string, expertId: string, now: Date): Promise<BookingPreflight> {
  const [row] = await rows<{ own: boolean; no_shows: string[]; expert_name: string | null; expert_user_id: string | null; expert_category: string | null; client_name: string | null }>(
    db,
    sql`select coalesce(e.user_id = ${userId}::uuid, false) as own, e.name as expert_name, e.user_id as expert_user_id, e.category as expert_category,
          (select ${personName("c")} from users cu left join profiles cp on cp.id = cu.id where cu.id = ${userId}::uuid) as client_name,
          (select coalesce(json_agg(${utcIso("scheduled_at")}), '[]'::json) from bookings
            where user_id = ${userId}::uuid and status = 'no_show'
              and scheduled_at > ${now.toISOString()}::timestamptz - make_interval(days => ${NO_SHOW_WINDOW_DAYS})) as no_shows
        from (select 1) as one left join experts e on e.id = ${expertId}::uuid`,
  );
  return {
    own: row!.own,
    noShows: row!.no_shows.map((at) => new Date(at)),
    expertName: row!.expert_name,
    expertUserId: row!.expert_user_id,
    expertCategory: row!.expert_category,
    clientName: row!.client_name ?? "",
  };
}

/**
 * Makes a paid booking in one statement, after the preflight read: the booking (with an id chosen
 * here, so its expiry job and the expert's notification can be written with it; fee from the
 * expert row, the slot rules and the exclusion constraints of insertBookingSql), the hold of its fee
 * in paise from the client's main wallet with the hold's ledger entry, the expiry job at the start,
 * and the expert's notification, e-mail and push. It is the only way a booking is written: all of it
 * or nothing. A clash raises 23P01 as insertBookingSql does; the wallet's CHECK refuses a short
 * balance and a missing wallet leaves the fee unpaid, and a read then says how much is missing.
 */
export async function createPaidBooking(deps: MoneyDeps, b: NewBooking, known: BookingPreflight): Promise<CreateResult> {
  if (known.expertName === null) return { result: "unbookable" };
  const id = randomUUID();
  const scheduledAt = b.scheduledAt.toISOString();
  const booked = sql`exists (select 1 from booked)`;
  const expiry = await deps.jobs.insertSql(
    [{ name: "booking-expire", payload: { bookingId: id, scheduledAt }, startAfter: b.scheduledAt, singletonKey: expiryJobKey(id) }],
    booked,
  );
  const facts = {
    id,
    status: "pending",
    clientId: b.userId,
    clientName: known.clientName,
    expertUserId: known.expertUserId,
    expertName: known.expertName,
    scheduledAt,
    consultationType: b.consultationType,
    cancelledBy: null,
    cancellationReason: null,
  };
  const writes = deps.notify ? await deps.notify.inStatement(deps.notify.bookingCreatedWrites(facts), booked) : null;
  let row: (InsertedBookingRow & { held: boolean }) | undefined;
  let short = false;
  try {
    [row] = await rows<InsertedBookingRow & { held: boolean }>(
      deps.db,
      sql`with wallet as (select w.id from wallets w where w.user_id = ${b.userId}::uuid and w.kind = 'main'),
          booked as (${insertBookingSql(b, { id, also: sql`(e.consultation_fee = 0 or exists (select 1 from wallet))` })}),
          held as (
            insert into booking_holds (booking_id, client_wallet_id, amount_paise)
            select k.id, w.id, k.amount * ${PAISE_PER_RUPEE} from booked k cross join wallet w where k.amount > 0
            returning booking_id, client_wallet_id, amount_paise
          ),
          entry as (
            insert into ledger_entries (wallet_id, kind, amount_paise, booking_id)
            select client_wallet_id, 'booking_hold', -amount_paise, booking_id from held
          ),
          ${sql.join([sql`expiry_job as (${expiry.query})`, ...(writes?.ctes ?? [])], sql`, `)}
          select k.*, exists (select 1 from held) as held from booked k`,
    );
  } catch (err) {
    if (!isShortBalance(err)) throw err;
    short = true;
  }
  if (!row) return whyNotBooked(deps.db, b, short);
  expiry.inserted();
  writes?.written();
  return { result: "created", booking: { ...createdBookingFrom(row), payment: row.held ? "held" : null } };
}

/**
 * Why the statement wrote nothing: the wallet's CHECK refused the hold (`short`), or there is a fee
 * and no wallet yet, either way with what is missing (at least a paisa: another payment may have
 * changed the balance since); otherwise a slot the expert does not take (the route then asks which
 * rule refused it).
 */
async function whyNotBooked(db: Db, b: NewBooking, short: boolean): Promise<CreateResult> {
  const [row] = await rows<{ fee_paise: string | number | null; balance_paise: string | number | null }>(
    db,
    sql`select e.consultation_fee * ${PAISE_PER_RUPEE} as fee_paise,
          (select w.balance_paise from wallets w where w.user_id = ${b.userId}::uuid and w.kind = 'main') as balance_paise
        from experts e where e.id = ${b.expertId}::uuid`,
  );
  const fee = Number(row?.fee_paise ?? 0);
  const noWallet = row?.balance_paise == null;
  if (short || (fee > 0 && noWallet)) return { result: "short", shortByPaise: Math.max(1, fee - Number(row?.balance_paise ?? 0)) };
  return { result: "unbookable" };
}
