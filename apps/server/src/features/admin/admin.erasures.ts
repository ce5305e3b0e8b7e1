/**
 * The admin's list of confirmed erasures not yet carried out (docs/product.md#erasure). Read only:
 * cancelling is the person's own step.
 */
import { sql } from "drizzle-orm";
import { rows, utcIso, type Db } from "../../db/client.ts";

/** More than a grace period's worth of confirmations is not expected; the list stops here rather than grow without end. */
export const PENDING_ERASURES_MAX = 500;

export interface PendingErasure {
  id: string;
  email: string;
  status: "scheduled" | "erasing";
  requestedAt: string;
  confirmedAt: string | null;
  scheduledFor: string | null;
}

/** Confirmed erasures not yet carried out, the soonest first: the account's e-mail, when it was asked and confirmed, and when the job runs. */
export async function pendingErasures(db: Db): Promise<PendingErasure[]> {
  const found = await rows<{ id: string; email: string; status: "scheduled" | "erasing"; created_at: string; confirmed_at: string | null; scheduled_for: string | null }>(
    db,
    sql`select d.id, coalesce(u.email, d.email) as email, d.status, ${utcIso("d.created_at")} as created_at,
               ${utcIso("d.confirmed_at")} as confirmed_at, ${utcIso("d.scheduled_for")} as scheduled_for
        from deletion_requests d left join users u on u.id = d.user_id
        where d.status in ('scheduled', 'erasing')
        order by d.scheduled_for nulls last, d.id limit ${PENDING_ERASURES_MAX}`,
  );
  return found.map((r) => ({ id: r.id, email: r.email, status: r.status, requestedAt: r.created_at, confirmedAt: r.confirmed_at, scheduledFor: r.scheduled_for }));
}
