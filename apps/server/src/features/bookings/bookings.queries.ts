/**
 * Bookings: the one-statement insert (fee read from the expert row, double booking refused by the
 * exclusion constraints), the caller's own list by tab, and one expert's slots on one day.
 */
import { and, eq, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import { APP_TIME_ZONE, BOOKING_HORIZON_DAYS, PAGE_SIZE, TIME_SLOTS } from "@expertconnect/shared/constants";
import { addDays, slotEnd, slotStart, type BookingPayment, type BookingTab, type SlotStatus } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { bookings, expertDaysOff, experts } from "../../db/schema/index.ts";
import type { Patient } from "@expertconnect/shared/schemas/bookings";
import type { Cursor } from "../../lib/cursor.ts";
import { jsonPageBody, jsonPageColumns, type JsonPageRow } from "../../lib/session-read.ts";

/** Bookings in these states hold their slot (the exclusion constraints say the same). */
const ACTIVE = ["pending", "confirmed"];

export interface NewBooking {
  userId: string;
  expertId: string;
  scheduledAt: Date;
  consultationType: string;
  notes: string | null;
  /** a medical consultation's patient (docs/product.md#the-patient) */
  patient?: Patient | null;
}

export interface CreatedBooking {
  id: string;
  expertId: string;
  status: string;
  scheduledAt: string;
  consultationType: string;
  amount: number;
  notes: string | null;
}

/**
 * Whether an expert `e` takes the slot starting at `start` (a timestamptz): not suspended, taking
 * bookings, the slot's IST weekday and time among the expert's weekly hours, not a day off, and
 * no further ahead than the booking horizon (from the database's today in India).
 */
export const bookableSql = (start: SQL) => {
  const local = sql`(${start} at time zone ${APP_TIME_ZONE})`;
  const slots = sql.raw(`array[${TIME_SLOTS.map((t) => `'${t}'`).join(",")}]::text[]`);
  return {
    listed: sql`e.suspended_at is null and e.is_available`,
    inHours: sql`coalesce((e.weekly_hours[extract(isodow from ${local})::int] >> (array_position(${slots}, to_char(${local}, 'HH24:MI')) - 1)) & 1 = 1, false)`,
    notDayOff: sql`not exists (select 1 from expert_days_off d where d.expert_id = e.id and d.day = ${local}::date)`,
    inHorizon: sql`${local}::date <= (now() at time zone ${APP_TIME_ZONE})::date + ${BOOKING_HORIZON_DAYS}::int`,
  };
};

export type Unbookable = "not-found" | "unavailable" | "beyond-horizon" | "day-off" | "outside-hours";

/** After an insert found no bookable expert: which rule refused the slot. */
export async function whyUnbookable(db: Db, expertId: string, scheduledAt: Date): Promise<Unbookable | null> {
  const rule = bookableSql(sql`${scheduledAt.toISOString()}::timestamptz`);
  const [row] = await rows<{ listed: boolean; in_hours: boolean; not_day_off: boolean; in_horizon: boolean }>(
    db,
    sql`select ${rule.listed} as listed, ${rule.inHours} as in_hours, ${rule.notDayOff} as not_day_off, ${rule.inHorizon} as in_horizon
        from experts e where e.id = ${expertId}::uuid`,
  );
  if (!row) return "not-found";
  if (!row.listed) return "unavailable";
  if (!row.in_horizon) return "beyond-horizon";
  if (!row.not_day_off) return "day-off";
  if (!row.in_hours) return "outside-hours";
  return null;
}

/**
 * Inserts a pending booking at the expert's fee, in one statement, only when the expert takes that
 * slot (bookableSql: hours, days off, horizon, suspension, the availability switch), whatever the
 * client sent. Returns null when not (whyUnbookable says why). A clash raises 23P01.
 *
 * Before its row goes in, the statement takes two transaction-scoped advisory locks, on the
 * expert's slot and on the user's slot (always in that order), held until it commits. Requests for
 * one slot then insert one after another: the first commits, the next sees its row and gets the
 * exclusion violation. Without them, simultaneous inserts each wait on the other's uncommitted row,
 * PostgreSQL ends all but one as deadlocks after a second, and their retries can deadlock again.
 * The exclusion constraints remain the guarantee; the locks only order the contenders. Measured
 * on PostgreSQL 15 with two pools, every one of 8 users booking every one of 8 experts at one slot
 * at once: without the locks 61 of 1,280 inserts ended as deadlocks (40P01); with them 0 of 3,840,
 * so the route has no deadlock retry (bookings.race.test.ts keeps checking it).
 */
export async function insertBooking(db: Db, b: NewBooking): Promise<CreatedBooking | null> {
  const [row] = await rows<InsertedBookingRow>(db, insertBookingSql(b));
  return row ? createdBookingFrom(row) : null;
}

/** The booking insertBookingSql returned, as the API gives it. */
export function createdBookingFrom(row: InsertedBookingRow): CreatedBooking {
  return {
    id: row.id,
    expertId: row.expert_id,
    status: row.status,
    scheduledAt: new Date(row.scheduled_at).toISOString(),
    consultationType: row.consultation_type,
    amount: Number(row.amount),
    notes: row.notes,
  };
}

export interface InsertedBookingRow {
  id: string;
  expert_id: string;
  status: string;
  scheduled_at: Date | string;
  consultation_type: string;
  amount: number;
  notes: string | null;
}

/**
 * insertBooking's statement, with the booking's id when the caller chose it (bookings.create.ts
 * writes the rest of a paid booking around it in the same statement) and, with `also`, one more
 * condition the insert needs.
 */
export function insertBookingSql(b: NewBooking, options: { id?: string; also?: SQL } = {}): SQL {
  const start = b.scheduledAt.toISOString();
  const end = slotEnd(b.scheduledAt).toISOString();
  const rule = bookableSql(sql`${start}::timestamptz`);
  return sql`insert into bookings (id, user_id, expert_id, status, scheduled_at, ends_at, consultation_type, amount, notes, patient)
        select ${options.id ? sql`${options.id}::uuid` : sql`gen_random_uuid()`}, ${b.userId}::uuid, e.id, 'pending', ${start}::timestamptz, ${end}::timestamptz, ${b.consultationType}, e.consultation_fee, ${b.notes},
          ${b.patient ? sql`${JSON.stringify(b.patient)}::jsonb` : sql`null`}
        from experts e
        cross join lateral (
          select pg_advisory_xact_lock(hashtextextended('booking:expert:' || ${b.expertId} || ${start}, 0)),
                 pg_advisory_xact_lock(hashtextextended('booking:user:' || ${b.userId} || ${start}, 0))
        ) one_at_a_time
        where e.id = ${b.expertId}::uuid and ${rule.listed} and ${rule.inHours} and ${rule.notDayOff} and ${rule.inHorizon}
          ${options.also ? sql`and ${options.also}` : sql``}
        returning id, expert_id, status, scheduled_at, consultation_type, amount, notes`;
}


/**
 * Upcoming: pending or confirmed and still ahead. Past: everything else (completed, cancelled, or
 * its time has come). Filtering in SQL lets each tab page on its own.
 *
 * The caller's page of one tab as a single row for a session read (lib/session-read.ts): `items`, the
 * page as JSON text written by PostgreSQL in the shape listUserBookings returns; `n`, the rows found
 * (one more than a page means there is more); `last_key` and `last_id`, the cursor of the page's last.
 */
export function userBookingsPageSql(me: SQL, tab: BookingTab, cursor: Cursor | null): SQL {
  const when = tab === "upcoming" ? sql`b.status in ('pending', 'confirmed') and b.scheduled_at > now()` : sql`(b.status not in ('pending', 'confirmed') or b.scheduled_at <= now())`;
  const after = cursor ? sql`and (b.scheduled_at, b.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``;
  return sql`select ${jsonPageColumns(PAGE_SIZE)}
    from (
      select b.id, ${utcIso("b.scheduled_at")} as at,
        row_number() over (order by b.scheduled_at desc, b.id desc) as rn,
        json_build_object(
          'id', b.id, 'expertId', b.expert_id, 'status', b.status,
          'scheduledAt', ${utcIso("b.scheduled_at")},
          'consultationType', b.consultation_type, 'amount', b.amount, 'notes', b.notes,
          'payment', h.status, 'cancelledBy', b.cancelled_by, 'cancellationReason', b.cancellation_reason,
          'expert', json_build_object('name', e.name, 'specialization', e.specialization)
        ) as j
      from bookings b
      join experts e on e.id = b.expert_id
      left join booking_holds h on h.booking_id = b.id
      where b.user_id = ${me} and ${when} ${after}
      order by b.scheduled_at desc, b.id desc
      limit ${sql.raw(String(PAGE_SIZE + 1))}
    ) p`;
}

/** A page of My Bookings, as userBookingsBody spells it. */
export interface UserBookingsPage {
  bookings: (CreatedBooking & {
    /** what happened to the money paid for it: held, refunded, released to the expert, or null (none) */
    payment: BookingPayment;
    /** who cancelled and why: My Bookings tells a declined booking from one the client cancelled */
    cancelledBy: string | null;
    cancellationReason: string | null;
    expert: { name: string; specialization: string };
  })[];
  nextCursor: string | null;
}

/** The JSON body of My Bookings from userBookingsPageSql's row. */
export const userBookingsBody = (row: JsonPageRow): string => jsonPageBody(row, "bookings", PAGE_SIZE);

/** The statement name of each variant of userBookingsPageSql. */
export const userBookingsStatement = (tab: BookingTab, cursor: Cursor | null) => `bookings_mine_json_${tab}${cursor ? "_after" : ""}`;

/** The caller's page of one tab as the JSON text My Bookings answers, for `userId` given here. */
export async function listUserBookings(db: Db, userId: string, tab: BookingTab, cursor: Cursor | null): Promise<string> {
  const [row] = await preparedRows<JsonPageRow>(db, `${userBookingsStatement(tab, cursor)}_of`, userBookingsPageSql(sql`${userId}::uuid`, tab, cursor));
  return userBookingsBody(row!);
}

export async function expertExists(db: Db, id: string): Promise<{ isAvailable: boolean } | null> {
  const [row] = await db.select({ isAvailable: experts.isAvailable }).from(experts).where(eq(experts.id, id));
  return row ?? null;
}

/**
 * Each of the 18 slots of one IST day: past when it has begun, taken when an active booking of the
 * expert overlaps it, unavailable when the expert does not take it (hours, day off, horizon,
 * suspended or not taking bookings), free otherwise. Null when there is no such expert.
 */
export async function expertSlots(db: Db, expertId: string, date: string, now = new Date()) {
  const dayStart = slotStart(date, "00:00");
  const dayEnd = slotStart(addDays(date, 1), "00:00");
  const [expert] = await db
    .select({
      weeklyHours: experts.weeklyHours,
      open: sql<boolean>`${experts.suspendedAt} is null and ${experts.isAvailable}`,
      dayOff: sql<boolean>`exists (select 1 from ${expertDaysOff} where ${expertDaysOff.expertId} = ${experts.id} and ${expertDaysOff.day} = ${date}::date)`,
      inHorizon: sql<boolean>`${date}::date <= (now() at time zone ${APP_TIME_ZONE})::date + ${BOOKING_HORIZON_DAYS}::int`,
    })
    .from(experts)
    .where(eq(experts.id, expertId));
  if (!expert) return null;
  const held = await db
    .select({ start: bookings.scheduledAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.expertId, expertId),
        inArray(bookings.status, ACTIVE),
        lt(bookings.scheduledAt, dayEnd),
        gt(bookings.endsAt, dayStart),
      ),
    );
  // ISO weekday of the date (Monday 0 … Sunday 6), as weekly_hours is indexed
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const dayMask = expert.open && !expert.dayOff && expert.inHorizon ? (expert.weeklyHours[weekday] ?? 0) : 0;
  return TIME_SLOTS.map((time, i) => {
    const start = slotStart(date, time);
    const end = slotEnd(start);
    const status: SlotStatus =
      start.getTime() <= now.getTime()
        ? "past"
        : held.some((h) => h.start < end && h.end > start)
          ? "taken"
          : (dayMask & (1 << i)) === 0
            ? "unavailable"
            : "free";
    return { time, status };
  });
}
