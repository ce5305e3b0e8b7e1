/**
 * The admin's side of concerns (docs/product.md#grievances): the queue of concerns not closed,
 * oldest first, each with its age in days against our 15-day promise and the 90-day legal limit; a reply, which reaches the
 * person in the app and by e-mail; and closing. Each decision and its audit row commit together.
 */
import { sql } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import {
  GRIEVANCE_PROMISE_DAYS,
  GRIEVANCE_RESOLVE_DAYS,
  grievanceReference,
  type GrievanceStatus,
  type GrievanceSubject,
} from "@expertconnect/shared/messages/grievances";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import type { Notifier } from "../../lib/notifier.ts";
import { GRIEVANCE_THREAD, readThread, type GrievanceMessageView } from "../grievances/grievances.queries.ts";
import type { Actor } from "./admin.queries.ts";

export interface QueuedGrievance {
  id: string;
  reference: string;
  subject: GrievanceSubject;
  description: string;
  status: GrievanceStatus;
  createdAt: string;
  /** whole days since it was raised */
  ageDays: number;
  /** days left of the 90 (negative once overdue) */
  daysLeft: number;
  /** days left of the 15 the Privacy Policy promises (negative once past it) */
  promiseDaysLeft: number;
  /** ok: within our promise; late: past the promise, within the legal limit; overdue: past the legal limit */
  urgency: "ok" | "late" | "overdue";
  person: { name: string; email: string };
  messages: GrievanceMessageView[];
}

interface Row {
  id: string;
  year: number;
  number: number;
  subject: GrievanceSubject;
  description: string;
  status: GrievanceStatus;
  created_at: string;
  age_days: number;
  person_name: string;
  person_email: string;
  messages: GrievanceMessageView[] | string | null;
}

const COLUMNS = sql`g.id, g.year, g.number, g.subject, g.description, g.status, ${utcIso("g.created_at")} as created_at,
  floor(extract(epoch from now() - g.created_at) / 86400)::int as age_days,
  coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), ''), split_part(u.email, '@', 1)) as person_name, u.email as person_email,
  ${GRIEVANCE_THREAD}`;

const view = (r: Row): QueuedGrievance => ({
  id: r.id,
  reference: grievanceReference(r.year, r.number),
  subject: r.subject,
  description: r.description,
  status: r.status,
  createdAt: r.created_at,
  ageDays: r.age_days,
  daysLeft: GRIEVANCE_RESOLVE_DAYS - r.age_days,
  promiseDaysLeft: GRIEVANCE_PROMISE_DAYS - r.age_days,
  urgency: r.age_days >= GRIEVANCE_RESOLVE_DAYS ? "overdue" : r.age_days >= GRIEVANCE_PROMISE_DAYS ? "late" : "ok",
  person: { name: r.person_name, email: r.person_email },
  messages: readThread(r.messages),
});

/** Concerns not closed, oldest first (the most urgent at the top), a page at a time. */
export async function grievanceQueue(db: Db, after: Cursor | null) {
  const page = await rows<Row>(
    db,
    sql`select ${COLUMNS} from grievances g join users u on u.id = g.user_id left join profiles p on p.id = g.user_id
        where g.status <> 'closed'
        ${after ? sql`and (date_trunc('milliseconds', g.created_at), g.id) > (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
        order by date_trunc('milliseconds', g.created_at), g.id limit ${PAGE_SIZE + 1}`,
  );
  const grievances = page.slice(0, PAGE_SIZE).map(view);
  const last = grievances.at(-1);
  return { grievances, nextCursor: page.length > PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null };
}

async function queued(db: Db, id: string): Promise<QueuedGrievance> {
  const [row] = await rows<Row>(db, sql`select ${COLUMNS} from grievances g join users u on u.id = g.user_id left join profiles p on p.id = g.user_id where g.id = ${id}::uuid`);
  return view(row!);
}

export type GrievanceDecision = { result: "done"; grievance: QueuedGrievance } | { result: "not-found" } | { result: "closed" };

/** The team's reply: the concern is answered, the person hears of it (in the app and by e-mail), the audit log records it. */
export async function replyToGrievance(db: Db, notify: Notifier, id: string, actor: Actor, body: string): Promise<GrievanceDecision> {
  return db.transaction(async (tx): Promise<GrievanceDecision> => {
    const [found] = await rows<{ user_id: string; year: number; number: number }>(
      tx,
      sql`update grievances set status = 'answered', updated_at = now() where id = ${id}::uuid and status <> 'closed' returning user_id, year, number`,
    );
    if (!found) return (await exists(tx, id)) ? { result: "closed" } : { result: "not-found" };
    await tx.execute(sql`insert into grievance_messages (grievance_id, author_id, from_team, body) values (${id}::uuid, ${actor.id}::uuid, true, ${body})`);
    await writeAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "reply_grievance", targetTable: "grievances", targetId: id, reason: null });
    await notify.grievanceAnswered(tx, { userId: found.user_id, reference: grievanceReference(found.year, found.number), body });
    return { result: "done", grievance: await queued(tx, id) };
  });
}

/** Closes the concern (no more replies); the person hears of it and the audit log records it. */
export async function closeGrievance(db: Db, notify: Notifier, id: string, actor: Actor): Promise<GrievanceDecision> {
  return db.transaction(async (tx): Promise<GrievanceDecision> => {
    const [found] = await rows<{ user_id: string; year: number; number: number }>(
      tx,
      sql`update grievances set status = 'closed', closed_at = now(), updated_at = now() where id = ${id}::uuid and status <> 'closed' returning user_id, year, number`,
    );
    if (!found) return (await exists(tx, id)) ? { result: "closed" } : { result: "not-found" };
    await writeAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "close_grievance", targetTable: "grievances", targetId: id, reason: null });
    await notify.grievanceClosed(tx, { userId: found.user_id, reference: grievanceReference(found.year, found.number) });
    return { result: "done", grievance: await queued(tx, id) };
  });
}

const exists = async (db: Db, id: string) => (await rows(db, sql`select 1 from grievances where id = ${id}::uuid`)).length > 0;
