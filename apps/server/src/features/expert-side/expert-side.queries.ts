/** The signed-in expert's own data: their expert row, weekly hours and days off, and their bookings. */
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { masksToWeekly, weeklyToMasks, type WeeklyHours } from "@expertconnect/shared/schemas/expert-side";
import type { Db } from "../../db/client.ts";
import { literalLimit, preparedPerDb } from "../../db/prepared.ts";
import { bookings, expertDaysOff, experts, profiles, users } from "../../db/schema/index.ts";

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

const bookingFields = {
  id: bookings.id,
  status: bookings.status,
  scheduledAt: sql<string>`to_char(${bookings.scheduledAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  consultationType: bookings.consultationType,
  amount: bookings.amount,
  notes: bookings.notes,
  cancelledBy: bookings.cancelledBy,
  cancellationReason: bookings.cancellationReason,
  /** whether the expert has written notes for it (docs/product.md#reviews-and-prescriptions) */
  hasNotes: sql<boolean>`exists (select 1 from consultation_notes n where n.booking_id = ${bookings.id})`,
  client: {
    name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${users.name}), ''), 'Client')`,
  },
};

/** An expert's bookings with the client's name; each list below narrows it. */
const expertBookingRows = (db: Db) =>
  db
    .select(bookingFields)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId));

/** Today's bookings (every status) and the next upcoming pending or confirmed ones, prepared once. */
const todayBookings = preparedPerDb((db) =>
  expertBookingRows(db)
    .where(
      and(
        eq(bookings.expertId, sql.placeholder("expertId")),
        gte(bookings.scheduledAt, sql`${sql.placeholder("from")}::timestamptz`),
        lt(bookings.scheduledAt, sql`${sql.placeholder("to")}::timestamptz`),
      ),
    )
    .orderBy(asc(bookings.scheduledAt), asc(bookings.id))
    .limit(literalLimit(100))
    .prepare("expert_bookings_today"),
);
const upcomingBookings = preparedPerDb((db) =>
  expertBookingRows(db)
    .where(
      and(
        eq(bookings.expertId, sql.placeholder("expertId")),
        sql`${bookings.status} in ('pending', 'confirmed')`,
        gte(bookings.scheduledAt, sql`${sql.placeholder("from")}::timestamptz`),
      ),
    )
    .orderBy(asc(bookings.scheduledAt), asc(bookings.id))
    .limit(literalLimit(UPCOMING_LIMIT))
    .prepare("expert_bookings_upcoming"),
);

/**
 * The last days' consultations that still ask something of the expert: confirmed ones to mark
 * completed or a no-show, completed ones to write notes for. Most recent first.
 */
const earlierBookings = preparedPerDb((db) =>
  expertBookingRows(db)
    .where(
      and(
        eq(bookings.expertId, sql.placeholder("expertId")),
        sql`${bookings.status} in ('confirmed', 'completed')`,
        gte(bookings.scheduledAt, sql`${sql.placeholder("from")}::timestamptz`),
        lt(bookings.scheduledAt, sql`${sql.placeholder("to")}::timestamptz`),
      ),
    )
    .orderBy(desc(bookings.scheduledAt), desc(bookings.id))
    .limit(literalLimit(UPCOMING_LIMIT))
    .prepare("expert_bookings_earlier"),
);

/** How many days back the desk keeps a consultation that still needs the expert. */
export const EARLIER_DAYS = 7;

/** `dayStart`/`dayEnd`: today in India; upcoming starts where today ends, earlier ends where it starts. */
export async function expertBookings(db: Db, expertId: string, dayStart: Date, dayEnd: Date) {
  const earliest = new Date(dayStart.getTime() - EARLIER_DAYS * 24 * 60 * 60 * 1000);
  const [today, upcoming, earlier] = await Promise.all([
    todayBookings(db).execute({ expertId, from: dayStart.toISOString(), to: dayEnd.toISOString() }),
    upcomingBookings(db).execute({ expertId, from: dayEnd.toISOString() }),
    earlierBookings(db).execute({ expertId, from: earliest.toISOString(), to: dayStart.toISOString() }),
  ]);
  return { today, upcoming, earlier };
}
