/**
 * Booking status changes. Each is one statement: lock the booking (only its client or its expert
 * can), move it with an `UPDATE … WHERE status IN (…)` that also checks who acts and when, and
 * write its booking_events row, all or nothing. When two people act at once the second waits for
 * the lock, then finds the status moved and changes nothing. The database's bookings_status_move
 * trigger refuses any move outside the state machine, whatever the code asks.
 *
 * The money held for the booking follows the policy (booking-policy.ts) in the same transaction:
 * refunded to the client's wallet or released to the expert's earnings; a move from pending also
 * cancels the booking's expiry job.
 *
 * Time is the database's now(), the clock every instance shares, unless the app was given a clock
 * (Deps.now: tests put a booking exactly 24 hours ahead with it).
 */
import { sql, type SQL } from "drizzle-orm";
import { APP_TIME_ZONE, NO_SHOW_AFTER_MINUTES, type BookingStatus } from "@expertconnect/shared/constants";
import { FREE_CANCELLATION_HOURS, MARKING_WINDOW_HOURS, outcomeOf, POLICY_MESSAGES, type HoldOutcome, type PolicyEvent } from "@expertconnect/shared/booking-policy";
import type { BookingAction } from "@expertconnect/shared/schemas/expert-side";
import { slotEnd, type BookingPayment } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db, utcIso } from "../../db/client.ts";
import type { Deps } from "../../lib/context.ts";
import { bookingFacts } from "../notifications/notify.ts";
import { refundHold, releaseHoldToExpert } from "../wallet/wallet.ledger.ts";
import { bookableSql } from "./bookings.queries.ts";

/**
 * What a status change needs besides the database: the job queue (expiry jobs), the commission and,
 * where people should hear of it, the notifier (absent in tests of the money alone).
 */
export type MoneyDeps = Pick<Deps, "db" | "jobs" | "config" | "now"> & Partial<Pick<Deps, "notify">>;

/** The statement's clock: the app's when a test gave one, else the database's. */
export const clockSql = (deps: Pick<Deps, "now">): SQL => (deps.now ? sql`${new Date(deps.now()).toISOString()}::timestamptz` : sql`now()`);

export const expiryJobKey = (bookingId: string) => `booking:${bookingId}:expire`;

/**
 * The policy's early/late line (booking-policy.ts's isEarly) in SQL, from the same constant: the
 * start at least FREE_CANCELLATION_HOURS after `now`, exactly that counting as early. The statement
 * that moves a booking decides with it, under the booking's lock; the policy's table then says what
 * the money does (outcomeOf).
 */
export const earlySql = (startsAt: SQL, now: SQL): SQL => sql`${startsAt} - ${now} >= make_interval(hours => ${FREE_CANCELLATION_HOURS})`;

interface Move {
  from: BookingStatus[];
  to: BookingStatus;
  /** expert: only the booking's expert; party: its client or its expert */
  by: "expert" | "party";
  /** when the move is allowed, over the locked row `b` */
  when?: SQL;
  /** until when it is allowed (the marking window), over the locked row `b` */
  until?: SQL;
}

/** Completed and no-show can be marked up to MARKING_WINDOW_HOURS after the slot's end, that moment included. */
const markable = (now: SQL) => sql`${now} <= b.ends_at + make_interval(hours => ${MARKING_WINDOW_HOURS})`;

const movesAt = (now: SQL): Record<BookingAction, Move> => ({
  confirm: { from: ["pending"], to: "confirmed", by: "expert" },
  decline: { from: ["pending"], to: "cancelled", by: "expert" },
  complete: { from: ["confirmed"], to: "completed", by: "expert", when: sql`${now} >= b.scheduled_at`, until: markable(now) },
  "no-show": {
    from: ["confirmed"],
    to: "no_show",
    by: "expert",
    when: sql`${now} >= b.scheduled_at + make_interval(mins => ${NO_SHOW_AFTER_MINUTES})`,
    until: markable(now),
  },
  cancel: { from: ["pending", "confirmed"], to: "cancelled", by: "party", when: sql`${now} < b.scheduled_at` },
});

/** The policy's event for a move that happened, by whom; null when money does not move (confirm). */
function policyEvent(action: BookingAction | "expire", role: "client" | "expert" | "system"): PolicyEvent | null {
  switch (action) {
    case "confirm":
      return null;
    case "decline":
      return "expert_decline";
    case "cancel":
      return role === "client" ? "client_cancel" : "expert_cancel";
    case "no-show":
      return "client_no_show";
    case "complete":
      return "completed";
    case "expire":
      // The expert neither confirmed nor declined: as if they had declined.
      return "expert_decline";
  }
}

export interface MovedBooking {
  id: string;
  status: BookingStatus;
  fromStatus: BookingStatus;
  scheduledAt: string;
  cancelledBy: "client" | "expert" | "system" | null;
  cancellationReason: string | null;
  /** What happened to the booking's money with this move (null: it had none). */
  payment: BookingPayment;
}

export type MoveResult =
  | { result: "moved"; booking: MovedBooking }
  | { result: "not-found" }
  | { result: "wrong-status"; status: BookingStatus }
  | { result: "changed"; status: BookingStatus }
  | { result: "too-early" }
  | { result: "too-late" }
  /** completed or no-show asked for after the marking window */
  | { result: "window-closed" };

const isExpertOf = (actorId: string) => sql`exists (select 1 from experts e where e.id = b.expert_id and e.user_id = ${actorId}::uuid)`;
const statusIn = (list: string[]) => (list.length ? sql`b.status in (${sql.join(list.map((s) => sql`${s}`), sql`, `)})` : sql`false`);

interface MoveRow {
  id: string;
  status: BookingStatus;
  from_status: BookingStatus;
  scheduled_at: string;
  cancelled_by: "client" | "expert" | "system" | null;
  cancellation_reason: string | null;
  actor_role: "client" | "expert" | "system";
  early: boolean;
  expert_user_id: string | null;
}

/**
 * One conditional move with its history row, then the money: the policy's outcome for the event,
 * applied to the booking's hold in the same transaction. Null when nothing moved.
 */
async function applyMove(
  tx: Db,
  deps: MoneyDeps,
  m: { bookingId: string; actorId: string | null; action: BookingAction | "expire"; to: BookingStatus; from: BookingStatus[]; party: SQL; role: SQL; when?: SQL; reason: string | null },
): Promise<MovedBooking | null> {
  const now = clockSql(deps);
  const cancelling = m.to === "cancelled";
  const [moved] = await rows<MoveRow>(
    tx,
    sql`with b as (
          select b.id, b.status, b.user_id, b.expert_id, b.scheduled_at, b.ends_at from bookings b
          where b.id = ${m.bookingId}::uuid and ${m.party}
          for update
        ),
        moved as (
          update bookings t set status = ${m.to},
            cancelled_by = ${cancelling ? sql`${m.role}` : sql`t.cancelled_by`},
            cancellation_reason = ${cancelling ? sql`${m.reason}` : sql`t.cancellation_reason`}
          from b
          where t.id = b.id and ${statusIn(m.from)} ${m.when ? sql`and ${m.when}` : sql``}
          returning t.id, t.status, b.status as from_status, ${m.role} as actor_role, t.scheduled_at, t.cancelled_by, t.cancellation_reason,
            ${earlySql(sql`t.scheduled_at`, now)} as early,
            (select e.user_id from experts e where e.id = t.expert_id) as expert_user_id
        ),
        event as (
          insert into booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason)
          select id, from_status, status, ${m.actorId}::uuid, actor_role, ${m.reason} from moved
        )
        select id, status, from_status, actor_role, early, expert_user_id,
          ${utcIso("scheduled_at")} as scheduled_at,
          cancelled_by, cancellation_reason
        from moved`,
  );
  if (!moved) return null;
  if (moved.from_status === "pending") await deps.jobs.cancel("booking-expire", expiryJobKey(moved.id), { tx });
  const event = policyEvent(m.action, moved.actor_role);
  const outcome: HoldOutcome = event ? outcomeOf(event, moved.early) : "keep";
  const payment = await settle(tx, deps, moved, outcome);
  return movedBookingFrom(moved, payment);
}

/** A moved row (its scheduled_at already as UTC ISO text) as the API gives it. */
function movedBookingFrom(row: Pick<MoveRow, "id" | "status" | "from_status" | "scheduled_at" | "cancelled_by" | "cancellation_reason">, payment: BookingPayment): MovedBooking {
  return {
    id: row.id,
    status: row.status,
    fromStatus: row.from_status,
    scheduledAt: row.scheduled_at,
    cancelledBy: row.cancelled_by,
    cancellationReason: row.cancellation_reason,
    payment,
  };
}

/**
 * Applies the policy's outcome to the booking's hold (each ledger operation happens once). A fee
 * due to an expert with no account (demo data) cannot be paid to anyone yet, so it stays held.
 */
async function settle(tx: Db, deps: MoneyDeps, moved: MoveRow, outcome: HoldOutcome): Promise<BookingPayment> {
  if (outcome === "refund") await refundHold(tx, moved.id);
  if (outcome === "release" && moved.expert_user_id) {
    await releaseHoldToExpert(tx, moved.id, moved.expert_user_id, deps.config.PLATFORM_COMMISSION_PERCENT);
  }
  const [hold] = await rows<{ status: Exclude<BookingPayment, null> }>(tx, sql`select status from booking_holds where booking_id = ${moved.id}::uuid`);
  return hold?.status ?? null;
}

/**
 * Confirm, the move an expert makes most, in one statement after one read: the booking's facts are
 * read first (who, with whom, when) to write the client's notification, its e-mail and push, and
 * the reminders; then one statement locks and moves the booking, if it is still pending at that
 * time for that client, with its history row, the expiry job cancelled and those writes. A single
 * statement is all or nothing as a transaction is, with a third of the round trips. It is the only
 * way a booking is confirmed. Null when it did not move: moveBooking then says why, or tries again
 * from fresh facts when the booking changed in between.
 */
async function confirmInOneStatement(deps: MoneyDeps, p: { bookingId: string; actorId: string; reason: string | null }): Promise<MovedBooking | null> {
  const facts = await bookingFacts(deps.db, p.bookingId);
  if (!facts || facts.status !== "pending") return null;
  const moved = sql`exists (select 1 from moved)`;
  const writes = deps.notify ? await deps.notify.inStatement(deps.notify.bookingConfirmedWrites({ ...facts, status: "confirmed" }, p.actorId), moved) : null;
  const ctes = [sql`expiry as (${deps.jobs.cancelSql("booking-expire", expiryJobKey(p.bookingId), moved)})`, ...(writes?.ctes ?? [])];
  const [row] = await rows<Omit<MoveRow, "actor_role" | "early" | "expert_user_id"> & { payment: BookingPayment }>(
    deps.db,
    sql`with b as (
          select b.id, b.status from bookings b
          where b.id = ${p.bookingId}::uuid and ${isExpertOf(p.actorId)}
          for update
        ),
        moved as (
          update bookings t set status = 'confirmed'
          from b
          where t.id = b.id and b.status = 'pending'
            and t.scheduled_at = ${facts.scheduledAt}::timestamptz and t.user_id = ${facts.clientId}::uuid
          returning t.id, t.status, b.status as from_status, t.scheduled_at, t.cancelled_by, t.cancellation_reason
        ),
        event as (
          insert into booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason)
          select id, from_status, status, ${p.actorId}::uuid, 'expert', ${p.reason} from moved
        ),
        ${sql.join(ctes, sql`, `)}
        select m.id, m.status, m.from_status, m.cancelled_by, m.cancellation_reason,
          ${utcIso("m.scheduled_at")} as scheduled_at,
          (select h.status from booking_holds h where h.booking_id = m.id) as payment
        from moved m`,
  );
  if (!row) return null;
  writes?.written();
  return movedBookingFrom(row, row.payment ?? null);
}

/**
 * Applies `action` to a booking for `actorId`. `expected` (cancel only) is the status the person
 * saw: a cancel of a pending booking that the expert confirmed meanwhile is refused, not applied.
 * Confirm is written only by confirmInOneStatement; every other move by applyMove.
 */
export async function moveBooking(
  deps: MoneyDeps,
  p: { bookingId: string; actorId: string; action: BookingAction; reason: string | null; expected?: BookingStatus },
): Promise<MoveResult> {
  const move = movesAt(clockSql(deps))[p.action];
  const from = p.expected ? move.from.filter((s) => s === p.expected) : move.from;
  const party = move.by === "expert" ? isExpertOf(p.actorId) : sql`(b.user_id = ${p.actorId}::uuid or ${isExpertOf(p.actorId)})`;
  const why = () => whyNotMoved(deps, p, move, from, party);
  if (p.action === "confirm") {
    // The statement moves the booking only as its facts were read just before; when they changed
    // in between (a reschedule), it is read again and tried once more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const confirmed = await confirmInOneStatement(deps, p);
      if (confirmed) return { result: "moved", booking: confirmed };
      const refused = await why();
      if (refused) return refused;
    }
    return { result: "changed", status: "pending" };
  }
  // A party who is both the client and the expert (booked themselves) acts as the client.
  const role = move.by === "expert" ? sql`'expert'` : sql`case when b.user_id = ${p.actorId}::uuid then 'client' else 'expert' end`;
  const action = p.action;
  const moved = await deps.db.transaction(async (tx) => {
    const when = move.when && move.until ? sql`${move.when} and ${move.until}` : (move.when ?? move.until);
    const row = await applyMove(tx, deps, { bookingId: p.bookingId, actorId: p.actorId, action, to: move.to, from, party, role, when, reason: p.reason });
    if (row) await deps.notify?.bookingMoved(tx, { bookingId: p.bookingId, action, actorId: p.actorId });
    return row;
  });
  if (moved) return { result: "moved", booking: moved };
  return (await why()) ?? { result: "changed", status: from[0]! };
}

/**
 * Why a move wrote nothing, from the row as it is now (the same visibility rule as the move); null
 * when it could move now after all (its facts changed while it was tried).
 */
async function whyNotMoved(deps: MoneyDeps, p: { bookingId: string; action: BookingAction }, move: Move, from: BookingStatus[], party: SQL): Promise<MoveResult | null> {
  const [now] = await rows<{ status: BookingStatus; due: boolean; open: boolean }>(
    deps.db,
    sql`select b.status, ${move.when ?? sql`true`} as due, ${move.until ?? sql`true`} as open from bookings b where b.id = ${p.bookingId}::uuid and ${party}`,
  );
  if (!now) return { result: "not-found" };
  if (!move.from.includes(now.status)) return { result: "wrong-status", status: now.status };
  if (!from.includes(now.status)) return { result: "changed", status: now.status };
  if (now.due && now.open) return null;
  if (p.action === "cancel") return { result: "too-late" };
  return { result: now.due ? "window-closed" : "too-early" };
}

/**
 * The expiry job's move: a booking still pending (at the start it was scheduled for when the job
 * was enqueued) is cancelled by the system with a full refund. A booking confirmed, declined,
 * cancelled or rescheduled meanwhile is left alone. Returns whether it moved.
 */
export async function expireBooking(deps: MoneyDeps, bookingId: string, scheduledAt: string): Promise<boolean> {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await applyMove(tx, deps, {
      bookingId,
      actorId: null,
      action: "expire",
      to: "cancelled",
      from: ["pending"],
      party: sql`b.scheduled_at = ${scheduledAt}::timestamptz`,
      role: sql`'system'`,
      reason: POLICY_MESSAGES.expired,
    });
    if (row) await deps.notify?.bookingExpired(tx, { bookingId });
    return row;
  });
  return moved !== null;
}

/**
 * The erasure job's move (docs/product.md#erasure): the erased person's booking, not yet started, is
 * cancelled in their name under the policy, in the job's transaction — as the client, the
 * cancellation policy applies (a full refund early, the fee released to the expert late); as the
 * expert, the client is refunded in full. The other person is told without the erased one's name.
 * Returns what happened to the money, or null when the booking had already moved or started.
 */
export async function cancelForErasure(tx: Db, deps: MoneyDeps, p: { bookingId: string; userId: string; reason: string }): Promise<MovedBooking | null> {
  const role = sql`case when b.user_id = ${p.userId}::uuid then 'client' else 'expert' end`;
  const row = await applyMove(tx, deps, {
    bookingId: p.bookingId,
    actorId: p.userId,
    action: "cancel",
    to: "cancelled",
    from: ["pending", "confirmed"],
    party: sql`(b.user_id = ${p.userId}::uuid or ${isExpertOf(p.userId)})`,
    role,
    when: sql`${clockSql(deps)} < b.scheduled_at`,
    reason: p.reason,
  });
  if (row) {
    const erased = row.cancelledBy === "client" ? "client" : "expert";
    await deps.notify?.bookingCancelledByErasure(tx, { bookingId: p.bookingId, erased, refunded: row.payment === "refunded" });
  }
  return row;
}

export type RescheduleResult =
  | { result: "moved"; booking: { id: string; status: BookingStatus; scheduledAt: string; previousScheduledAt: string; payment: BookingPayment } }
  | { result: "not-found" }
  | { result: "not-active"; status: BookingStatus }
  | { result: "too-late" }
  | { result: "same-slot" }
  | { result: "unbookable"; expertId: string };

/**
 * The client moves their pending or confirmed booking to another slot of the same expert, at least
 * FREE_CANCELLATION_HOURS before its current start (booking-policy.ts: canReschedule). The slot
 * must be one the expert takes (bookableSql) and free (the exclusion constraints; a clash raises
 * 23P01 as a new booking's does). Same booking, same hold: the money does not move. The change is
 * written to booking_events (status unchanged, the old time in the reason) and a pending
 * booking's expiry job moves to the new start.
 */
export async function rescheduleBooking(deps: MoneyDeps, p: { bookingId: string; actorId: string; scheduledAt: Date }): Promise<RescheduleResult> {
  const now = clockSql(deps);
  const start = p.scheduledAt.toISOString();
  const end = slotEnd(p.scheduledAt).toISOString();
  const rule = bookableSql(sql`${start}::timestamptz`);
  // Allowed only where the policy does not refuse a reschedule: early (outcomeOf("client_reschedule", …)).
  const early = earlySql(sql`b.scheduled_at`, now);
  const mine = sql`b.id = ${p.bookingId}::uuid and b.user_id = ${p.actorId}::uuid`;
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await rows<{ id: string; status: BookingStatus; scheduled_at: string; previous: string; payment: BookingPayment }>(
      tx,
      sql`with b as (
            select b.id, b.status, b.user_id, b.expert_id, b.scheduled_at from bookings b where ${mine} for update
          ),
          moved as (
            update bookings t set scheduled_at = ${start}::timestamptz, ends_at = ${end}::timestamptz
            from b
            join experts e on e.id = b.expert_id
            cross join lateral (
              select pg_advisory_xact_lock(hashtextextended('booking:expert:' || b.expert_id::text || ${start}, 0)),
                     pg_advisory_xact_lock(hashtextextended('booking:user:' || b.user_id::text || ${start}, 0))
            ) one_at_a_time
            where t.id = b.id and b.status in ('pending', 'confirmed') and ${early}
              and b.scheduled_at <> ${start}::timestamptz and ${start}::timestamptz > ${now}
              and ${rule.listed} and ${rule.inHours} and ${rule.notDayOff} and ${rule.inHorizon}
            returning t.id, t.status, t.scheduled_at, b.scheduled_at as previous
          ),
          event as (
            insert into booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason)
            select id, status, status, ${p.actorId}::uuid, 'client',
              'Rescheduled from ' || to_char(previous at time zone ${APP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') || ' IST' from moved
          )
          select m.id, m.status,
            ${utcIso("m.scheduled_at")} as scheduled_at,
            ${utcIso("m.previous")} as previous,
            (select h.status from booking_holds h where h.booking_id = m.id) as payment
          from moved m`,
    );
    if (!row) return null;
    await deps.notify?.bookingRescheduled(tx, { bookingId: row.id, previousScheduledAt: row.previous });
    if (row.status === "pending") {
      await deps.jobs.cancel("booking-expire", expiryJobKey(row.id), { tx });
      await deps.jobs.enqueue("booking-expire", { bookingId: row.id, scheduledAt: row.scheduled_at }, { startAfter: p.scheduledAt, singletonKey: expiryJobKey(row.id), tx });
    }
    return row;
  });
  if (moved) {
    return {
      result: "moved",
      booking: { id: moved.id, status: moved.status, scheduledAt: moved.scheduled_at, previousScheduledAt: moved.previous, payment: moved.payment ?? null },
    };
  }
  const [now2] = await rows<{ status: BookingStatus; early: boolean; same: boolean; expert_id: string }>(
    deps.db,
    sql`select b.status, ${early} as early, b.scheduled_at = ${start}::timestamptz as same, b.expert_id from bookings b where ${mine}`,
  );
  if (!now2) return { result: "not-found" };
  if (now2.status !== "pending" && now2.status !== "confirmed") return { result: "not-active", status: now2.status };
  if (!now2.early) return { result: "too-late" };
  if (now2.same) return { result: "same-slot" };
  return { result: "unbookable", expertId: now2.expert_id };
}
