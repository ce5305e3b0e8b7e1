/**
 * The admin's side of payouts (docs/product.md#payouts-queue): the queue with totals by state, and a
 * hold on an expert's payouts, set or lifted with its audit row in one transaction.
 */
import { sql } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import type { Actor } from "./admin.queries.ts";

const STATUSES = ["requested", "processing", "paid", "failed", "reversed"] as const;
type Status = (typeof STATUSES)[number];

export interface QueuedPayout {
  id: string;
  expertId: string | null;
  expertName: string | null;
  amountPaise: number;
  status: Status;
  destination: string;
  held: boolean;
  requestedAt: string;
}

/** Count and sum per state (every state listed, zero included), and a page of payouts, newest first. */
export async function payoutQueue(db: Db, status: Status | undefined, after: Cursor | null) {
  const sums = await rows<{ status: Status; n: number; paise: string | number }>(
    db,
    sql`select status, count(*)::int as n, coalesce(sum(amount_paise), 0) as paise from payouts group by status`,
  );
  const totals = STATUSES.map((s) => {
    const found = sums.find((r) => r.status === s);
    return { status: s, count: found?.n ?? 0, amountPaise: Number(found?.paise ?? 0) };
  });
  const page = await rows<{
    id: string;
    expert_id: string | null;
    expert_name: string | null;
    amount_paise: string | number;
    status: Status;
    destination: string;
    held: boolean;
    requested_at: string;
  }>(
    db,
    sql`select p.id, x.id as expert_id, x.name as expert_name, p.amount_paise, p.status, p.destination,
               exists (select 1 from payout_holds h where h.user_id = p.user_id) as held,
               ${utcIso("p.requested_at")} as requested_at
        from payouts p left join experts x on x.user_id = p.user_id
        where true ${status ? sql`and p.status = ${status}` : sql``}
        ${after ? sql`and (date_trunc('milliseconds', p.requested_at), p.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
        order by date_trunc('milliseconds', p.requested_at) desc, p.id desc limit ${PAGE_SIZE + 1}`,
  );
  const payouts: QueuedPayout[] = page.slice(0, PAGE_SIZE).map((r) => ({
    id: r.id,
    expertId: r.expert_id,
    expertName: r.expert_name,
    amountPaise: Number(r.amount_paise),
    status: r.status,
    destination: r.destination,
    held: r.held === true,
    requestedAt: r.requested_at,
  }));
  const last = payouts.at(-1);
  return { totals, payouts, nextCursor: page.length > PAGE_SIZE && last ? encodeCursor(last.requestedAt, last.id) : null };
}

export type HoldResult = { result: "done"; held: boolean } | { result: "not-found" } | { result: "unchanged" };

/** Holds (or lifts the hold on) the expert's payouts, with the audit row, once. */
export async function setPayoutHold(db: Db, expertId: string, hold: boolean, actor: Actor, reason: string | null): Promise<HoldResult> {
  return db.transaction(async (tx): Promise<HoldResult> => {
    const [expert] = await rows<{ user_id: string | null }>(tx, sql`select user_id from experts where id = ${expertId}`);
    if (!expert?.user_id) return { result: "not-found" };
    const changed = hold
      ? await rows(tx, sql`insert into payout_holds (user_id, reason, held_by) values (${expert.user_id}, ${reason ?? ""}, ${actor.id}) on conflict (user_id) do nothing returning user_id`)
      : await rows(tx, sql`delete from payout_holds where user_id = ${expert.user_id} returning user_id`);
    if (!changed.length) return { result: "unchanged" };
    await writeAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: hold ? "hold_payouts" : "unhold_payouts",
      targetTable: "experts",
      targetId: expertId,
      reason,
    });
    return { result: "done", held: hold };
  });
}
