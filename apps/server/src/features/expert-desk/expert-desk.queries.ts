/** The signed-in expert's own data: their expert row, weekly hours and days off, and their bookings. */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { APP_TIME_ZONE, PAGE_SIZE, type BookingStatus } from "@expertconnect/shared/constants";
import type { BookingPayment } from "@expertconnect/shared/schemas/bookings";
import { masksToWeekly, weeklyToMasks, type PastFilter, type WeeklyHours } from "@expertconnect/shared/schemas/expert-side";
import { utcIso, type Db } from "../../db/client.ts";
import { preparedPerDb, preparedRows } from "../../db/prepared.ts";
import { expertDaysOff, experts } from "../../db/schema/index.ts";
import type { Cursor } from "../../lib/cursor.ts";
import { jsonPageBody, jsonPageColumns, type JsonPageRow } from "../../lib/session-read.ts";

const expertByUser = preparedPerDb((db) =>
  db
    .select({
      id: experts.id,
      name: experts.name,
      category: experts.category,
      specialization: experts.specialization,
      consultationFee: experts.consultationFee,
      isVerified: experts.isVerified,
      isAvailable: experts.isAvailable,
      suspendedAt: experts.suspendedAt,
      suspensionReason: experts.suspensionReason,
      weeklyHours: experts.weeklyHours,
    })
    .from(experts)
    .where(eq(experts.userId, sql.placeholder("userId")))
    .prepare("expert_by_user"),
);

/** The expert row linked to a user, or null when the user is not an expert. */
export async function expertOfUser(db: Db, userId: string) {
  const [row] = await expertByUser(db).execute({ userId });
  return row ?? null;
}

export async function getHours(db: Db, expert: { id: string; weeklyHours: number[]; isAvailable: boolean }) {
  const days = await db.select({ day: expertDaysOff.day }).from(expertDaysOff).where(eq(expertDaysOff.expertId, expert.id)).orderBy(asc(expertDaysOff.day));
  return { weekly: masksToWeekly(expert.weeklyHours), daysOff: days.map((d) => d.day), isAvailable: expert.isAvailable };
}

/** Replaces the expert's weekly hours, days off and availability switch together. */
export async function setHours(db: Db, expertId: string, v: { weekly: WeeklyHours; daysOff: string[]; isAvailable: boolean }) {
  await db.transaction(async (tx) => {
    await tx.update(experts).set({ weeklyHours: weeklyToMasks(v.weekly), isAvailable: v.isAvailable }).where(eq(experts.id, expertId));
    await tx.delete(expertDaysOff).where(eq(expertDaysOff.expertId, expertId));
    if (v.daysOff.length) await tx.insert(expertDaysOff).values(v.daysOff.map((day) => ({ expertId, day })));
  });
}

export const UPCOMING_LIMIT = 20;

/** How many days back the desk keeps a consultation that still needs the expert. */
export const EARLIER_DAYS = 7;

/** The client's name as the desk shows it, over `u` (users) and `pr` (profiles). */
const clientName = sql.raw(`coalesce(nullif(btrim(pr.full_name), ''), nullif(btrim(u.name), ''), 'Client')`);

/**
 * For a cancelled booking `b`, the status it was cancelled from: pending (declined) or confirmed.
 * A booking has at most one history row into an ended status (nothing leaves one; a reschedule's
 * row keeps pending or confirmed), so no order is needed to pick it.
 */
const cancelledFrom = sql.raw(`case when b.status = 'cancelled' then (
    select ev.from_status from booking_events ev where ev.booking_id = b.id and ev.to_status = 'cancelled' limit 1
  ) end`);

/**
 * One of the desk's lists as a JSON array, in the shape of DeskBooking, for the expert `e`: the
 * first `limit` bookings in the list's order. The inner query picks them by key alone, so however
 * the planner reaches them (an index in order, or a sort of all the expert's matches), JSON is built
 * for the `limit` rows sent, not for every row considered.
 */
function deskList(where: SQL, order: "asc" | "desc", limit: number): SQL {
  const dir = sql.raw(order);
  return sql`(select coalesce(json_agg(
        json_build_object(
          'id', b.id, 'status', b.status,
          'scheduledAt', ${utcIso("b.scheduled_at")},
          'consultationType', b.consultation_type, 'amount', b.amount, 'notes', b.notes, 'patient', b.patient,
          'cancelledBy', b.cancelled_by, 'cancellationReason', b.cancellation_reason, 'endedFrom', ${cancelledFrom},
          'hasNotes', exists (select 1 from consultation_notes n where n.booking_id = b.id),
          'client', json_build_object('name', ${clientName})
        ) order by b.scheduled_at ${dir}, b.id ${dir}), '[]')::text
      from (
        select b.id from bookings b
        where b.expert_id = e.id and ${where}
        order by b.scheduled_at ${dir}, b.id ${dir}
        limit ${sql.raw(String(limit))}
      ) x
      join bookings b on b.id = x.id
      join users u on u.id = b.user_id
      left join profiles pr on pr.id = b.user_id)`;
}

export interface DeskRow extends Record<string, unknown> {
  /** the expert as JSON text, null when the user is not an expert */
  expert: string | null;
  /** today in India, YYYY-MM-DD */
  date: string;
  today: string;
  upcoming: string;
  earlier: string;
}

/**
 * The desk of the user `me` (a session read, lib/session-read.ts) in one row: the expert row, today
 * in India and three lists, each as JSON text PostgreSQL wrote: today's bookings (every status), the
 * next pending or confirmed ones after today with those the client cancelled (shown, with the
 * client's reason, until their day is over), and the last EARLIER_DAYS days' consultations that
 * still ask something of the expert (confirmed ones to mark completed or a no-show, completed ones
 * to write notes for), most recent first. One row even for a user who is not an expert (expert
 * null, lists empty). The day is the database's, so the statement has no parameter but the
 * session's and is planned once per connection.
 *
 * "Pending or confirmed" is spelt as "none of the other three statuses" (bookings_status_check
 * allows five): written as `in ('pending', 'confirmed')` it matches the no-overlap GiST index's
 * condition, and PostgreSQL, which expects an expert to have a booking or two, read every open booking
 * of a busy expert through that index and sorted them, instead of the first twenty off the btree.
 * The client's cancellations are an `or` beside it, a filter on the same btree range.
 */
export function deskSql(me: SQL): SQL {
  const zone = sql.raw(`'${APP_TIME_ZONE}'`);
  const today = sql`((now() at time zone ${zone})::date)`;
  const dayStart = sql`(${today}::timestamp at time zone ${zone})`;
  const dayEnd = sql`((${today} + 1)::timestamp at time zone ${zone})`;
  const earliest = sql`((${today} - ${sql.raw(String(EARLIER_DAYS))})::timestamp at time zone ${zone})`;
  return sql`select
      case when e.id is null then null else json_build_object(
        'id', e.id, 'name', e.name, 'category', e.category, 'specialization', e.specialization,
        'consultationFee', e.consultation_fee, 'isVerified', e.is_verified, 'isAvailable', e.is_available,
        'suspendedAt', ${utcIso("e.suspended_at")}, 'suspensionReason', e.suspension_reason,
        'suspended', e.suspended_at is not null
      )::text end as expert,
      to_char(${today}, 'YYYY-MM-DD') as date,
      ${deskList(sql`b.scheduled_at >= ${dayStart} and b.scheduled_at < ${dayEnd}`, "asc", 100)} as today,
      ${deskList(sql`(b.status not in ('completed', 'cancelled', 'no_show') or (b.status = 'cancelled' and b.cancelled_by = 'client')) and b.scheduled_at >= ${dayEnd}`, "asc", UPCOMING_LIMIT)} as upcoming,
      ${deskList(sql`b.status in ('confirmed', 'completed') and b.scheduled_at >= ${earliest} and b.scheduled_at < ${dayStart}`, "desc", UPCOMING_LIMIT)} as earlier
    from (select 1) one
    left join experts e on e.user_id = ${me}`;
}

/** A booking on the desk, as deskList writes it. */
export interface DeskBooking {
  id: string;
  status: string;
  scheduledAt: string;
  consultationType: string;
  amount: number;
  notes: string | null;
  cancelledBy: "client" | "expert" | "system" | null;
  cancellationReason: string | null;
  /** a cancelled booking's status before: pending (declined) or confirmed; else null */
  endedFrom: "pending" | "confirmed" | null;
  hasNotes: boolean;
  client: { name: string };
}

// ── The Past tab and a booking's page ─────────────────────────────────────────────────────────────

/**
 * Each filter of the Past tab as a condition on `b`, written into the statement's text so each is
 * planned for itself (migration 0023): Completed and No-show read (expert_id, status, scheduled_at,
 * id), the cancelled ones the partial index on who cancelled, each in order. "All" reads
 * bookings_expert_scheduled_id_idx backwards, skipping the few open bookings.
 */
const PAST_WHERE: Record<PastFilter, SQL> = {
  all: sql.raw(`b.status in ('completed', 'cancelled', 'no_show')`),
  completed: sql.raw(`b.status = 'completed'`),
  "no-show": sql.raw(`b.status = 'no_show'`),
  "cancelled-by-client": sql.raw(`b.status = 'cancelled' and b.cancelled_by = 'client'`),
  "cancelled-by-me": sql.raw(`b.status = 'cancelled' and b.cancelled_by = 'expert'`),
  expired: sql.raw(`b.status = 'cancelled' and b.cancelled_by = 'system'`),
};

/** A time to the microsecond, for a cursor (a booking moved by a test may not start on a whole millisecond). */
const cursorTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * One page of the Past tab of the expert linked to user `me`: their bookings that ended (completed,
 * cancelled by anyone, no-show) as `filter` picks them, newest slot first, PAGE_SIZE a page after
 * `cursor`. One row (a JsonPageRow) when `me` is an expert, none otherwise. Each booking says how it
 * ended: the status, who cancelled and why, the status it ended from and when (its last history row).
 */
export function pastPageSql(me: SQL, filter: PastFilter, cursor: Cursor | null): SQL {
  const after = cursor ? sql`and (b.scheduled_at, b.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``;
  return sql`select page.* from experts e
    cross join lateral (
      select ${jsonPageColumns(PAGE_SIZE)}
      from (
        select b.id, ${cursorTime("b.scheduled_at")} as at,
          row_number() over (order by b.scheduled_at desc, b.id desc) as rn,
          json_build_object(
            'id', b.id, 'status', b.status,
            'scheduledAt', ${utcIso("b.scheduled_at")},
            'consultationType', b.consultation_type, 'amount', b.amount, 'notes', b.notes, 'patient', b.patient,
            'cancelledBy', b.cancelled_by, 'cancellationReason', b.cancellation_reason,
            'endedFrom', ended.from_status, 'endedAt', ${utcIso("ended.at")},
            'payment', h.status,
            'hasNotes', exists (select 1 from consultation_notes n where n.booking_id = b.id),
            'client', json_build_object('name', ${clientName})
          ) as j
        from (
          select b.id from bookings b
          where b.expert_id = e.id and ${PAST_WHERE[filter]} ${after}
          order by b.scheduled_at desc, b.id desc
          limit ${sql.raw(String(PAGE_SIZE + 1))}
        ) x
        join bookings b on b.id = x.id
        join users u on u.id = b.user_id
        left join profiles pr on pr.id = b.user_id
        left join booking_holds h on h.booking_id = b.id
        -- its one history row into the ended status (see cancelledFrom)
        left join lateral (
          select ev.from_status, ev.at from booking_events ev
          where ev.booking_id = b.id and ev.to_status = b.status
          limit 1
        ) ended on true
      ) p
    ) page
    where e.user_id = ${me}`;
}

/** A booking on the Past tab, as pastPageSql writes it. */
export interface PastBooking extends DeskBooking {
  /** when it ended (its last history row), null for a booking with no history */
  endedAt: string | null;
  payment: BookingPayment;
}

export interface PastPage {
  bookings: PastBooking[];
  nextCursor: string | null;
}

/** The Past tab's page for user `userId`, as JSON text; null when the user is not an expert. */
export async function listPastBookings(db: Db, userId: string, filter: PastFilter, cursor: Cursor | null): Promise<string | null> {
  const name = `expert_past_${filter.replace(/-/g, "_")}${cursor ? "_after" : ""}`;
  const [row] = await preparedRows<JsonPageRow>(db, name, pastPageSql(sql`${userId}::uuid`, filter, cursor));
  return row ? jsonPageBody(row, "bookings", PAGE_SIZE) : null;
}

/** One row of a booking's history (booking_events). A reschedule keeps the status: from = to. */
export interface BookingHistoryEntry {
  at: string;
  fromStatus: BookingStatus;
  toStatus: BookingStatus;
  actorRole: "client" | "expert" | "admin" | "system";
  reason: string | null;
}

/** A booking as its expert's page shows it. */
export interface ExpertBookingDetail {
  id: string;
  status: BookingStatus;
  scheduledAt: string;
  endsAt: string;
  bookedAt: string;
  consultationType: string;
  amount: number;
  notes: string | null;
  cancelledBy: "client" | "expert" | "system" | null;
  cancellationReason: string | null;
  payment: BookingPayment;
  hasNotes: boolean;
  client: { name: string };
  /** oldest first */
  history: BookingHistoryEntry[];
}

/**
 * The booking `bookingId` as JSON text (ExpertBookingDetail) when the user `userId` is its expert,
 * with its history oldest first; null for anyone else, the booking's own client included.
 */
export async function expertBookingDetail(db: Db, userId: string, bookingId: string): Promise<string | null> {
  const [row] = await preparedRows<{ booking: string }>(
    db,
    "expert_booking_detail",
    sql`select json_build_object(
        'id', b.id, 'status', b.status,
        'scheduledAt', ${utcIso("b.scheduled_at")}, 'endsAt', ${utcIso("b.ends_at")}, 'bookedAt', ${utcIso("b.created_at")},
        'consultationType', b.consultation_type, 'amount', b.amount, 'notes', b.notes, 'patient', b.patient,
        'cancelledBy', b.cancelled_by, 'cancellationReason', b.cancellation_reason,
        'payment', h.status,
        'hasNotes', exists (select 1 from consultation_notes n where n.booking_id = b.id),
        'client', json_build_object('name', ${clientName}),
        'history', coalesce((
          select json_agg(json_build_object(
              'at', ${utcIso("ev.at")}, 'fromStatus', ev.from_status, 'toStatus', ev.to_status,
              'actorRole', ev.actor_role, 'reason', ev.reason
            ) order by ev.at, ev.id)
          from booking_events ev where ev.booking_id = b.id
        ), '[]'::json)
      )::text as booking
      from bookings b
      join experts e on e.id = b.expert_id
      join users u on u.id = b.user_id
      left join profiles pr on pr.id = b.user_id
      left join booking_holds h on h.booking_id = b.id
      where b.id = ${bookingId}::uuid and e.user_id = ${userId}::uuid`,
  );
  return row?.booking ?? null;
}
