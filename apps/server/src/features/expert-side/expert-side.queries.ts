/** The signed-in expert's own data: their expert row, weekly hours and days off, and their bookings. */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { masksToWeekly, weeklyToMasks, type WeeklyHours } from "@expertconnect/shared/schemas/expert-side";
import { utcIso, type Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { expertDaysOff, experts } from "../../db/schema/index.ts";

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
          'consultationType', b.consultation_type, 'amount', b.amount, 'notes', b.notes,
          'cancelledBy', b.cancelled_by, 'cancellationReason', b.cancellation_reason,
          'hasNotes', exists (select 1 from consultation_notes n where n.booking_id = b.id),
          'client', json_build_object('name', coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), ''), 'Client'))
        ) order by b.scheduled_at ${dir}, b.id ${dir}), '[]')::text
      from (
        select b.id from bookings b
        where b.expert_id = e.id and ${where}
        order by b.scheduled_at ${dir}, b.id ${dir}
        limit ${sql.raw(String(limit))}
      ) x
      join bookings b on b.id = x.id
      join users u on u.id = b.user_id
      left join profiles p on p.id = b.user_id)`;
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
 * next pending or confirmed ones after today, and the last EARLIER_DAYS days' consultations that
 * still ask something of the expert (confirmed ones to mark completed or a no-show, completed ones
 * to write notes for), most recent first. One row even for a user who is not an expert (expert
 * null, lists empty). The day is the database's, so the statement has no parameter but the
 * session's and is planned once per connection.
 *
 * "Pending or confirmed" is spelt as "none of the other three statuses" (bookings_status_check
 * allows five): written as `in ('pending', 'confirmed')` it matches the no-overlap GiST index's
 * condition, and PostgreSQL, which expects an expert to have a booking or two, read every open booking
 * of a busy expert through that index and sorted them, instead of the first twenty off the btree.
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
      ${deskList(sql`b.status not in ('completed', 'cancelled', 'no_show') and b.scheduled_at >= ${dayEnd}`, "asc", UPCOMING_LIMIT)} as upcoming,
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
  cancelledBy: string | null;
  cancellationReason: string | null;
  hasNotes: boolean;
  client: { name: string };
}
