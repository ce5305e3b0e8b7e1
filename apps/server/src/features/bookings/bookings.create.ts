/**
 * Making a paid booking: the booking row, the hold of the expert's fee from the client's wallet and
 * the job that cancels it if the expert never answers, in one transaction, so a booking exists only
 * when it is paid for, and a short wallet leaves nothing behind.
 */
import { sql } from "drizzle-orm";
import { bookingRestriction, NO_SHOW_WINDOW_DAYS } from "@expertconnect/shared/booking-policy";
import { PAISE_PER_RUPEE } from "@expertconnect/shared/schemas/wallet";
import type { BookingPayment } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db } from "../../db/client.ts";
import { holdForBooking } from "../wallet/wallet.ledger.ts";
import { insertBooking, type CreatedBooking, type NewBooking } from "./bookings.queries.ts";
import { expiryJobKey, type MoneyDeps } from "./bookings.transitions.ts";

export type CreateResult =
  | { result: "created"; booking: CreatedBooking & { payment: BookingPayment } }
  | { result: "unbookable" }
  | { result: "short"; shortByPaise: number };

class ShortOfFunds extends Error {
  constructor(readonly shortByPaise: number) {
    super("short of funds");
  }
}

/**
 * Inserts the booking (insertBooking: fee from the expert row, slot rules, exclusion constraints),
 * holds its fee in paise from the client's main wallet, and schedules its expiry at the start. A
 * clash raises 23P01 as insertBooking does; a short wallet rolls everything back.
 */
export async function createPaidBooking(deps: MoneyDeps, b: NewBooking): Promise<CreateResult> {
  try {
    return await deps.db.transaction(async (tx): Promise<CreateResult> => {
      const booking = await insertBooking(tx, b);
      if (!booking) return { result: "unbookable" };
      let payment: BookingPayment = null;
      if (booking.amount > 0) {
        const hold = await holdForBooking(tx, b.userId, booking.id, booking.amount * PAISE_PER_RUPEE);
        if (!hold.ok) throw new ShortOfFunds(hold.shortByPaise);
        payment = "held";
      }
      await deps.jobs.enqueue(
        "booking-expire",
        { bookingId: booking.id, scheduledAt: booking.scheduledAt },
        { startAfter: b.scheduledAt, singletonKey: expiryJobKey(booking.id), tx },
      );
      await deps.notify?.bookingCreated(tx, { bookingId: booking.id });
      return { result: "created", booking: { ...booking, payment } };
    });
  } catch (err) {
    if (err instanceof ShortOfFunds) return { result: "short", shortByPaise: err.shortByPaise };
    throw err;
  }
}

/** Whether the user is the expert's own account (experts cannot book themselves). */
export async function isOwnExpert(db: Db, userId: string, expertId: string): Promise<boolean> {
  const [row] = await rows(db, sql`select 1 from experts where id = ${expertId}::uuid and user_id = ${userId}::uuid`);
  return row !== undefined;
}

/** The no-show restriction on new bookings (booking-policy.ts), from the client's recent no-shows. */
export async function restrictionFor(db: Db, userId: string, now: Date) {
  const noShows = await rows<{ at: Date | string }>(
    db,
    sql`select scheduled_at as at from bookings
        where user_id = ${userId}::uuid and status = 'no_show'
          and scheduled_at > ${now.toISOString()}::timestamptz - make_interval(days => ${NO_SHOW_WINDOW_DAYS})`,
  );
  return bookingRestriction(noShows.map((r) => new Date(r.at)), now);
}
