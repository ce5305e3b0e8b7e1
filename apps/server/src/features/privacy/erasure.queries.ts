/**
 * A signed-in person's erasure of their own account (docs/product.md#erasure): asking (refused while
 * money is still owed to them; upcoming bookings do not stop it, the job cancels them), confirming from the e-mailed link, cancelling, and the state
 * the page shows. Each step is one conditional UPDATE on the request's status; the database allows
 * one open request per account (deletion_requests_open_idx).
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  addBusinessDays,
  ERASURE_CONFIRM_HOURS,
  ERASURE_CONFIRM_PATH,
  ERASURE_GRACE_BUSINESS_DAYS,
  type ErasureBlocker,
  type ErasureStatus,
  type UpcomingAtErasure,
} from "@expertconnect/shared/messages/erasure";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { renderMail } from "../../lib/i18n/mails.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { lockAccount } from "../../lib/quotas/quota.ts";

export const ERASURE_JOB = "account-erasure" as const;

export interface ErasureView {
  id: string;
  status: ErasureStatus;
  requestedAt: string;
  confirmExpiresAt: string | null;
  scheduledFor: string | null;
}

interface ErasureRow {
  id: string;
  status: ErasureStatus;
  created_at: string;
  confirm_expires_at: string | null;
  scheduled_for: string | null;
}

const COLUMNS = sql`id, status, ${utcIso("created_at")} as created_at, ${utcIso("confirm_expires_at")} as confirm_expires_at, ${utcIso("scheduled_for")} as scheduled_for`;
const OPEN = sql.raw(`('awaiting_confirmation', 'scheduled', 'erasing')`);
const view = (r: ErasureRow): ErasureView => ({
  id: r.id,
  status: r.status,
  requestedAt: r.created_at,
  confirmExpiresAt: r.confirm_expires_at,
  scheduledFor: r.scheduled_for,
});

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * What the person must settle before their account can go: a payout still under way, or earnings
 * not yet withdrawn. The main wallet's unused balance is not refundable (the terms) and does not
 * block; nor do upcoming bookings, which the erasure job cancels (cancelForErasure). At the job's
 * time (`atJob`) a consultation under way also waits: it is neither upcoming nor over.
 */
export async function erasureBlocker(db: Db, userId: string, { atJob = false } = {}): Promise<ErasureBlocker | null> {
  const [row] = await rows<{ booking: boolean; payout: boolean; balance: boolean }>(
    db,
    sql`select
          ${atJob ? sql`exists (select 1 from bookings b where b.status = 'confirmed' and b.scheduled_at <= now() and b.ends_at > now()
                    and (b.user_id = ${userId}::uuid or b.expert_id in (select id from experts where user_id = ${userId}::uuid)))` : sql`false`} as booking,
          exists (select 1 from payouts where user_id = ${userId}::uuid and status in ('requested', 'processing')) as payout,
          exists (select 1 from wallets where user_id = ${userId}::uuid and kind in ('earnings', 'payout') and balance_paise > 0) as balance`,
  );
  if (row?.booking) return "booking";
  if (row?.payout) return "payout";
  if (row?.balance) return "balance";
  return null;
}

/** The person's bookings not yet started and not cancelled: as the client, and their clients' as the expert. */
const upcomingSql = (userId: string) =>
  sql`select b.id, b.user_id = ${userId}::uuid as own from bookings b
      where b.status in ('pending', 'confirmed') and b.scheduled_at > now()
        and (b.user_id = ${userId}::uuid or b.expert_id in (select id from experts where user_id = ${userId}::uuid))`;

/** The bookings the erasure will cancel, oldest start first. */
export async function upcomingBookingIds(db: Db, userId: string): Promise<string[]> {
  return (await rows<{ id: string }>(db, sql`select id from (${upcomingSql(userId)}) u join bookings b using (id) order by b.scheduled_at, b.id`)).map((r) => r.id);
}

export async function upcomingAtErasure(db: Db, userId: string): Promise<UpcomingAtErasure> {
  const [row] = await rows<UpcomingAtErasure>(
    db,
    sql`select count(*) filter (where own)::int as "asClient", count(*) filter (where not own)::int as "asExpert" from (${upcomingSql(userId)}) u`,
  );
  return row ?? { asClient: 0, asExpert: 0 };
}

/** The person's open request, else their latest finished one; null when they never asked from the app. */
export async function erasureState(db: Db, userId: string): Promise<ErasureView | null> {
  const [row] = await rows<ErasureRow>(
    db,
    sql`select ${COLUMNS} from deletion_requests
        where user_id = ${userId}::uuid and status in ${OPEN}
        order by created_at desc limit 1`,
  );
  return row ? view(row) : null;
}

export type AskResult = { ok: true; request: ErasureView } | { ok: false; reason: ErasureBlocker | "open" };

/**
 * Records the request and e-mails the confirmation link to the account's address, in one
 * transaction under the account's lock. A request still awaiting confirmation whose link expired
 * is replaced, so asking again works; any other open one is a conflict.
 */
export async function askErasure(db: Db, jobs: JobQueue, publicUrl: string, userId: string): Promise<AskResult> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const blocker = await erasureBlocker(tx, userId);
    if (blocker) return { ok: false, reason: blocker };
    await tx.execute(
      sql`update deletion_requests set status = 'cancelled', cancelled_at = now(), token_hash = null
          where user_id = ${userId}::uuid and status = 'awaiting_confirmation' and confirm_expires_at <= now()`,
    );
    const token = randomBytes(32).toString("base64url");
    const [row] = await rows<ErasureRow>(
      tx,
      sql`insert into deletion_requests (user_id, email, phone, full_name, status, token_hash, confirm_expires_at)
          select u.id, u.email, null, null, 'awaiting_confirmation', ${hashToken(token)},
                 now() + make_interval(hours => ${ERASURE_CONFIRM_HOURS})
            from users u where u.id = ${userId}::uuid
          on conflict (user_id) where status in ('awaiting_confirmation', 'scheduled', 'erasing') do nothing
          returning ${COLUMNS}`,
    );
    if (!row) return { ok: false, reason: "open" };
    const link = new URL(`${ERASURE_CONFIRM_PATH}?token=${token}`, publicUrl).toString();
    const mail = { key: "erasure_confirm", params: { link, upcoming: await upcomingAtErasure(tx, userId) } } as const;
    await jobs.enqueue("user-email", { userId, ...renderMail("en", mail), mail }, { tx });
    return { ok: true, request: view(row) };
  });
}

export type ConfirmResult = { ok: true; request: ErasureView } | { ok: false; reason: "bad" | "expired" };

/** The e-mailed link: moves the request to scheduled and plans the job at the end of the grace period. */
export async function confirmErasure(db: Db, jobs: JobQueue, token: string, now = new Date()): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const scheduledFor = addBusinessDays(now, ERASURE_GRACE_BUSINESS_DAYS);
    const [row] = await rows<ErasureRow & { expired: boolean }>(
      tx,
      sql`update deletion_requests set
            status = case when confirm_expires_at > now() then 'scheduled' else status end,
            confirmed_at = case when confirm_expires_at > now() then now() end,
            scheduled_for = case when confirm_expires_at > now() then ${scheduledFor.toISOString()}::timestamptz end,
            token_hash = case when confirm_expires_at > now() then null else token_hash end
          where token_hash = ${hashToken(token)} and status = 'awaiting_confirmation'
          returning ${COLUMNS}, confirm_expires_at <= now() as expired`,
    );
    if (!row) return { ok: false, reason: "bad" };
    if (row.expired) return { ok: false, reason: "expired" };
    await jobs.enqueue(ERASURE_JOB, { requestId: row.id }, { tx, singletonKey: row.id, startAfter: scheduledFor });
    return { ok: true, request: view(row) };
  });
}

/** Cancels the person's open request (awaiting confirmation or scheduled); false when there is none to cancel. */
export async function cancelErasure(db: Db, jobs: JobQueue, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`update deletion_requests set status = 'cancelled', cancelled_at = now(), token_hash = null
          where user_id = ${userId}::uuid and status in ('awaiting_confirmation', 'scheduled') returning id`,
    );
    if (!row) return false;
    await jobs.cancel(ERASURE_JOB, row.id, { tx });
    return true;
  });
}
