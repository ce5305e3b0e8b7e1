/**
 * Booking status changes. Each is one statement: lock the booking (only its client or its expert
 * can), move it with an `UPDATE … WHERE status IN (…)` that also checks who acts and when, and
 * write its booking_events row, all or nothing. When two people act at once the second waits for
 * the lock, then finds the status moved and changes nothing. The database's bookings_status_move
 * trigger refuses any move outside the state machine, whatever the code asks.
 *
 * Time is the database's now(), the clock every instance shares; tests put bookings in the past.
 */
import { sql, type SQL } from "drizzle-orm";
import { NO_SHOW_AFTER_MINUTES, type BookingStatus } from "@expertconnect/shared/constants";
import type { BookingAction } from "@expertconnect/shared/schemas/expert-side";
import { rows, type Db } from "../../db/client.ts";

interface Move {
  from: BookingStatus[];
  to: BookingStatus;
  /** expert: only the booking's expert; party: its client or its expert */
  by: "expert" | "party";
  /** when the move is allowed, over the locked row `b` */
  when?: SQL;
}

const MOVES: Record<BookingAction, Move> = {
  confirm: { from: ["pending"], to: "confirmed", by: "expert" },
  decline: { from: ["pending"], to: "cancelled", by: "expert" },
  complete: { from: ["confirmed"], to: "completed", by: "expert", when: sql`now() >= b.scheduled_at` },
  "no-show": {
    from: ["confirmed"],
    to: "no_show",
    by: "expert",
    when: sql`now() >= b.scheduled_at + make_interval(mins => ${NO_SHOW_AFTER_MINUTES})`,
  },
  cancel: { from: ["pending", "confirmed"], to: "cancelled", by: "party", when: sql`now() < b.scheduled_at` },
};

export interface MovedBooking {
  id: string;
  status: BookingStatus;
  fromStatus: BookingStatus;
  scheduledAt: string;
  cancelledBy: "client" | "expert" | null;
  cancellationReason: string | null;
}

export type MoveResult =
  | { result: "moved"; booking: MovedBooking }
  | { result: "not-found" }
  | { result: "wrong-status"; status: BookingStatus }
  | { result: "changed"; status: BookingStatus }
  | { result: "too-early" }
  | { result: "too-late" };

const isExpertOf = (actorId: string) => sql`exists (select 1 from experts e where e.id = b.expert_id and e.user_id = ${actorId}::uuid)`;

/**
 * Applies `action` to a booking for `actorId`. `expected` (cancel only) is the status the person
 * saw: a cancel of a pending booking that the expert confirmed meanwhile is refused, not applied.
 */
export async function moveBooking(
  db: Db,
  p: { bookingId: string; actorId: string; action: BookingAction; reason: string | null; expected?: BookingStatus },
): Promise<MoveResult> {
  const move = MOVES[p.action];
  const from = p.expected ? move.from.filter((s) => s === p.expected) : move.from;
  const party = move.by === "expert" ? isExpertOf(p.actorId) : sql`(b.user_id = ${p.actorId}::uuid or ${isExpertOf(p.actorId)})`;
  // A party who is both the client and the expert (booked themselves) acts as the client.
  const role = move.by === "expert" ? sql`'expert'` : sql`case when b.user_id = ${p.actorId}::uuid then 'client' else 'expert' end`;
  const cancelling = move.to === "cancelled";
  const statusIn = (list: string[]) => (list.length ? sql`b.status in (${sql.join(list.map((s) => sql`${s}`), sql`, `)})` : sql`false`);
  const [moved] = await rows<{
    id: string;
    status: BookingStatus;
    from_status: BookingStatus;
    scheduled_at: string;
    cancelled_by: "client" | "expert" | null;
    cancellation_reason: string | null;
  }>(
    db,
    sql`with b as (
          select b.id, b.status, b.user_id, b.expert_id, b.scheduled_at from bookings b
          where b.id = ${p.bookingId}::uuid and ${party}
          for update
        ),
        moved as (
          update bookings t set status = ${move.to},
            cancelled_by = ${cancelling ? sql`${role}` : sql`t.cancelled_by`},
            cancellation_reason = ${cancelling ? sql`${p.reason}` : sql`t.cancellation_reason`}
          from b
          where t.id = b.id and ${statusIn(from)} ${move.when ? sql`and ${move.when}` : sql``}
          returning t.id, t.status, b.status as from_status, ${role} as actor_role, t.scheduled_at, t.cancelled_by, t.cancellation_reason
        ),
        event as (
          insert into booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason)
          select id, from_status, status, ${p.actorId}::uuid, actor_role, ${p.reason} from moved
        )
        select id, status, from_status,
          to_char(scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as scheduled_at,
          cancelled_by, cancellation_reason
        from moved`,
  );
  if (moved) {
    return {
      result: "moved",
      booking: {
        id: moved.id,
        status: moved.status,
        fromStatus: moved.from_status,
        scheduledAt: moved.scheduled_at,
        cancelledBy: moved.cancelled_by,
        cancellationReason: moved.cancellation_reason,
      },
    };
  }
  // Nothing moved: say why, from the row as it is now (the same visibility rule as the move).
  const [now] = await rows<{ status: BookingStatus; due: boolean }>(
    db,
    sql`select b.status, ${move.when ?? sql`true`} as due from bookings b where b.id = ${p.bookingId}::uuid and ${party}`,
  );
  if (!now) return { result: "not-found" };
  if (!move.from.includes(now.status)) return { result: "wrong-status", status: now.status };
  if (!from.includes(now.status)) return { result: "changed", status: now.status };
  return { result: p.action === "cancel" ? "too-late" : "too-early" };
}
