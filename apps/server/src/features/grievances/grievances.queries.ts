/**
 * A person's concerns raised with the Grievance Officer (docs/product.md#grievances): raising one
 * (quota, rate, reference number and acknowledgement e-mail in one transaction under the account's
 * lock), their list with the replies, and replying. Only the owner reads or replies; anyone else's
 * concern is not found.
 */
import { sql } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import {
  GRIEVANCE_MESSAGES as M,
  GRIEVANCE_OPEN_RETRY_SECONDS,
  GRIEVANCE_REPLIES_PER_HOUR,
  GRIEVANCES_OPEN_MAX,
  GRIEVANCES_PER_DAY,
  grievanceReference,
  type GrievanceStatus,
  type GrievanceSubject,
} from "@expertconnect/shared/messages/grievances";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import { renderMail, type MailMessage } from "../../lib/i18n/mails.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";

/** Where the person reads their concerns (the e-mails link here). */
export const MY_CONCERNS_PATH = "/profile/concerns";

export interface GrievanceMessageView {
  id: string;
  fromTeam: boolean;
  body: string;
  createdAt: string;
}

export interface GrievanceView {
  id: string;
  reference: string;
  subject: GrievanceSubject;
  description: string;
  status: GrievanceStatus;
  createdAt: string;
  closedAt: string | null;
  messages: GrievanceMessageView[];
}

export interface GrievanceRow {
  id: string;
  year: number;
  number: number;
  subject: GrievanceSubject;
  description: string;
  status: GrievanceStatus;
  created_at: string;
  closed_at: string | null;
  messages: GrievanceMessageView[] | string | null;
}

/** The columns of a concern with its replies, oldest reply first (`g` is the grievances alias). */
/** A concern's replies as a JSON array `messages`, oldest first (`g` is the grievances alias). */
export const GRIEVANCE_THREAD = sql`coalesce((select json_agg(json_build_object('id', m.id, 'fromTeam', m.from_team, 'body', m.body,
                'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by m.created_at, m.id)
              from grievance_messages m where m.grievance_id = g.id), '[]'::json) as messages`;

/** The replies read by GRIEVANCE_THREAD: PGlite returns json as text; PostgreSQL's driver parses it. */
export const readThread = (messages: GrievanceMessageView[] | string | null): GrievanceMessageView[] =>
  typeof messages === "string" ? (JSON.parse(messages) as GrievanceMessageView[]) : (messages ?? []);

export const GRIEVANCE_COLUMNS = sql`g.id, g.year, g.number, g.subject, g.description, g.status,
  ${utcIso("g.created_at")} as created_at, ${utcIso("g.closed_at")} as closed_at, ${GRIEVANCE_THREAD}`;

export const grievanceView = (r: GrievanceRow): GrievanceView => ({
  id: r.id,
  reference: grievanceReference(r.year, r.number),
  subject: r.subject,
  description: r.description,
  status: r.status,
  createdAt: r.created_at,
  closedAt: r.closed_at,
  messages: readThread(r.messages),
});

export type CreateResult = { ok: true; grievance: GrievanceView } | { ok: false; refusal: Refusal };

/**
 * Raises a concern. Under the account's lock: at most GRIEVANCES_PER_DAY in any 24 hours and
 * GRIEVANCES_OPEN_MAX not closed; then the year's next number (the counter's row lock orders
 * concurrent creators, so numbers follow each other), the row, and the acknowledgement e-mail.
 */
export async function createGrievance(db: Db, jobs: JobQueue, userId: string, input: { subject: GrievanceSubject; description: string }): Promise<CreateResult> {
  return db.transaction(async (tx): Promise<CreateResult> => {
    await lockAccount(tx, userId);
    const [limits] = await rows<{ day: number | string | null; open: number }>(
      tx,
      sql`select
            (select extract(epoch from created_at + interval '24 hours' - now())::float8 from grievances
              where user_id = ${userId}::uuid and created_at > now() - interval '24 hours'
              order by created_at desc offset ${GRIEVANCES_PER_DAY - 1} limit 1) as day,
            (select count(*)::int from grievances where user_id = ${userId}::uuid and status <> 'closed') as open`,
    );
    if (limits?.day != null) {
      const seconds = Math.max(1, Math.ceil(Number(limits.day)));
      return { ok: false, refusal: { message: M.perDay(seconds), retryAfterSeconds: seconds } };
    }
    if ((limits?.open ?? 0) >= GRIEVANCES_OPEN_MAX) return { ok: false, refusal: { message: M.openFull, retryAfterSeconds: GRIEVANCE_OPEN_RETRY_SECONDS } };

    const [row] = await rows<GrievanceRow>(
      tx,
      sql`with n as (
            insert into grievance_numbers (year, last_number)
            values (extract(year from now() at time zone 'Asia/Kolkata')::int, 1)
            on conflict (year) do update set last_number = grievance_numbers.last_number + 1
            returning year, last_number
          ), g as (
            insert into grievances (year, number, user_id, subject, description)
            select year, last_number, ${userId}::uuid, ${input.subject}, ${input.description} from n
            returning *
          )
          select ${GRIEVANCE_COLUMNS} from g`,
    );
    const grievance = grievanceView(row!);
    const ack: MailMessage = {
      key: "grievance_ack",
      params: { reference: grievance.reference, subject: grievance.subject, description: grievance.description, path: MY_CONCERNS_PATH },
    };
    await jobs.enqueue(
      "user-email",
      {
        userId,
        ...renderMail("en", ack),
        mail: ack,
      },
      { tx },
    );
    return { ok: true, grievance };
  });
}

/** The person's concerns, newest first, a page at a time. */
export async function listMine(db: Db, userId: string, before: Cursor | null) {
  const page = await rows<GrievanceRow>(
    db,
    sql`select ${GRIEVANCE_COLUMNS} from grievances g
        where g.user_id = ${userId}::uuid
        ${before ? sql`and (date_trunc('milliseconds', g.created_at), g.id) < (${before.key}::timestamptz, ${before.id}::uuid)` : sql``}
        order by date_trunc('milliseconds', g.created_at) desc, g.id desc limit ${PAGE_SIZE + 1}`,
  );
  const grievances = page.slice(0, PAGE_SIZE).map(grievanceView);
  const last = grievances.at(-1);
  return { grievances, nextCursor: page.length > PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** One of the person's concerns; null when it is not theirs or does not exist. */
export async function getMine(db: Db, userId: string, id: string): Promise<GrievanceView | null> {
  const [row] = await rows<GrievanceRow>(db, sql`select ${GRIEVANCE_COLUMNS} from grievances g where g.id = ${id}::uuid and g.user_id = ${userId}::uuid`);
  return row ? grievanceView(row) : null;
}

export type ReplyResult = { ok: true; grievance: GrievanceView } | { ok: false; reason: "not-found" | "closed" } | { ok: false; reason: "rate"; refusal: Refusal };

/**
 * The person adds to their concern: at most GRIEVANCE_REPLIES_PER_HOUR over all their concerns; a
 * closed concern takes no more replies. An answered one waits for the team again.
 */
export async function replyMine(db: Db, userId: string, id: string, body: string): Promise<ReplyResult> {
  return db.transaction(async (tx): Promise<ReplyResult> => {
    await lockAccount(tx, userId);
    const [found] = await rows<{ status: GrievanceStatus }>(tx, sql`select status from grievances where id = ${id}::uuid and user_id = ${userId}::uuid for update`);
    if (!found) return { ok: false, reason: "not-found" };
    if (found.status === "closed") return { ok: false, reason: "closed" };
    const [rate] = await rows<{ hour: number | string | null }>(
      tx,
      sql`select (select extract(epoch from created_at + interval '1 hour' - now())::float8 from grievance_messages
                   where author_id = ${userId}::uuid and not from_team and created_at > now() - interval '1 hour'
                   order by created_at desc offset ${GRIEVANCE_REPLIES_PER_HOUR - 1} limit 1) as hour`,
    );
    if (rate?.hour != null) {
      const seconds = Math.max(1, Math.ceil(Number(rate.hour)));
      return { ok: false, reason: "rate", refusal: { message: M.repliesPerHour(seconds), retryAfterSeconds: seconds } };
    }
    await tx.execute(sql`insert into grievance_messages (grievance_id, author_id, from_team, body) values (${id}::uuid, ${userId}::uuid, false, ${body})`);
    const [row] = await rows<GrievanceRow>(
      tx,
      sql`with u as (update grievances set status = 'open', updated_at = now() where id = ${id}::uuid and status <> 'closed' returning *)
          select ${GRIEVANCE_COLUMNS} from u g`,
    );
    return { ok: true, grievance: grievanceView(row!) };
  });
}
