/**
 * Reports, the moderators' decisions and blocks (docs/product.md#reports, #moderation, #blocking).
 * Each write is one transaction: a report counts the reporter's rate and inserts the row (a unique
 * index keeps one open report per person and item); a decision locks the item's open reports,
 * changes the item or its author, resolves the reports, tells the people concerned and writes the
 * audit row; a block removes the blocked person's follow with it.
 */
import { sql, type SQL } from "drizzle-orm";
import { BLOCKS_PER_DAY, REPORTS_PER_DAY, REPORTS_PER_HOUR } from "@expertconnect/shared/constants";
import {
  blockRateMessage,
  reportRateMessage,
  type ModerationAction,
  type ReportKind,
  type ReportReason,
} from "@expertconnect/shared/messages/moderation";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { notice } from "../../lib/i18n/notices.ts";
import type { Notifier } from "../../lib/notifier.ts";
import type { Refusal } from "../../lib/quotas/quota.ts";
import { hit } from "../../lib/rate-limits.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Where each kind lives: its table, its author column, and whether it can be hidden. */
const ITEMS: Record<ReportKind, { table: string; author: string }> = {
  post: { table: "doctor_posts", author: "doctor_id" },
  video: { table: "doctor_videos", author: "doctor_id" },
  comment: { table: "comments", author: "author_id" },
  doubt: { table: "doctor_doubts", author: "doctor_id" },
  answer: { table: "doubt_answers", author: "doctor_id" },
  profile: { table: "users", author: "id" },
};

/** Thrown inside a transaction to undo its writes (a rate's hits included). */
class Undo<T> extends Error {
  constructor(readonly result: T) {
    super("undo");
  }
}

async function undoable<T, U>(work: () => Promise<T>): Promise<T | U> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Undo) return error.result as U;
    throw error;
  }
}

/**
 * The item's author as `viewerId` may see it (hidden items are the author's alone), or null. The
 * row is held (key share) so it cannot go while a report or a decision is written.
 */
async function authorOf(tx: Db, kind: ReportKind, itemId: string, viewerId: string | null): Promise<string | null> {
  const { table, author } = ITEMS[kind];
  const visible = kind === "profile" || viewerId === null ? sql`true` : sql`(hidden_at is null or ${sql.raw(author)} = ${viewerId}::uuid)`;
  const [row] = await rows<{ author: string }>(
    tx,
    sql`select ${sql.raw(author)} as author from ${sql.raw(table)} where id = ${itemId}::uuid and ${visible} for key share`,
  );
  return row?.author ?? null;
}

export type ReportResult = { reported: true } | { refused: Refusal } | "not-found" | "own" | "duplicate";

/** One person reports one item; refused for their own, a second open report, or past their rate. */
export async function createReport(
  db: Db,
  reporterId: string,
  input: { kind: ReportKind; itemId: string; reason: ReportReason; details?: string | undefined },
  now: number,
): Promise<ReportResult> {
  return undoable(() =>
    db.transaction(async (tx) => {
      const authorId = await authorOf(tx, input.kind, input.itemId, reporterId);
      if (!authorId) throw new Undo("not-found");
      if (authorId === reporterId) throw new Undo("own");
      // Each window's row is locked by its upsert until commit, so one person's reports are counted in turn.
      for (const [window, max, ms] of [["hour", REPORTS_PER_HOUR, HOUR_MS], ["day", REPORTS_PER_DAY, DAY_MS]] as const) {
        const counted = await hit(tx, `reports-${window}:${reporterId}`, ms, now);
        if (counted.count > max) {
          const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
          throw new Undo({ refused: { message: reportRateMessage(window, max, retryAfterSeconds), retryAfterSeconds } });
        }
      }
      const details = input.details ? input.details : null;
      const [inserted] = await rows<{ id: number }>(
        tx,
        sql`insert into content_reports (reporter_id, kind, item_id, author_id, reason, details, created_at)
            values (${reporterId}::uuid, ${input.kind}, ${input.itemId}::uuid, ${authorId}::uuid, ${input.reason}, ${details}, ${new Date(now).toISOString()}::timestamptz)
            on conflict (reporter_id, kind, item_id) where resolved_at is null do nothing
            returning id`,
      );
      if (!inserted) throw new Undo("duplicate");
      return { reported: true as const };
    }),
  );
}

export interface QueueItem {
  kind: ReportKind;
  itemId: string;
  author: { id: string; name: string };
  /** the item's text (a title, a question, a name), cut to 200 characters */
  excerpt: string;
  /** where the item is shown */
  link: string;
  hidden: boolean;
  openCount: number;
  /** reason → how many open reports give it */
  reasons: Partial<Record<ReportReason, number>>;
  /** the open reports' notes, newest first */
  details: string[];
  latestAt: string | null;
}

/** How many items the queue shows at once. */
export const QUEUE_LIMIT = 50;

interface QueueRow {
  kind: ReportKind;
  item_id: string;
  author_id: string;
  author_name: string;
  excerpt: string | null;
  link: string;
  hidden: boolean;
  open_count: number;
  reasons: string | ReportReason[] | null;
  details: string | string[] | null;
  latest_at: string | null;
}

const parsed = <T>(value: T | string | null): T | null => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/**
 * The moderators' queue: every item with open reports, newest report first, with its counts and
 * reasons; then the items hidden by an earlier decision, which may be restored.
 */
export async function listQueue(db: Db): Promise<QueueItem[]> {
  const found = await rows<QueueRow>(
    db,
    sql`with g as (
          select kind, item_id, (array_agg(author_id))[1] as author_id,
            count(*) filter (where resolved_at is null)::int as open_count,
            json_agg(reason order by created_at desc) filter (where resolved_at is null) as reasons,
            json_agg(details order by created_at desc) filter (where resolved_at is null and details is not null) as details,
            max(created_at) filter (where resolved_at is null) as latest
          from content_reports group by kind, item_id)
        select g.kind, g.item_id, g.author_id, g.open_count, g.reasons, g.details, ${utcIso("g.latest")} as latest_at,
          left(i.excerpt, 200) as excerpt, i.link, i.hidden_at is not null as hidden,
          coalesce(nullif(btrim(ap.full_name), ''), nullif(btrim(au.name), ''), 'Doctor') as author_name
        from g
        cross join lateral (
          select x.content as excerpt, x.hidden_at, '/u/' || x.doctor_id as link from doctor_posts x where g.kind = 'post' and x.id = g.item_id
          union all select x.title, x.hidden_at, '/video/' || x.id from doctor_videos x where g.kind = 'video' and x.id = g.item_id
          union all select x.body, x.hidden_at, coalesce('/video/' || x.video_id, '/u/' || p.doctor_id) from comments x
            left join doctor_posts p on p.id = x.post_id where g.kind = 'comment' and x.id = g.item_id
          union all select x.question, x.hidden_at, '/doubt/' || x.id from doctor_doubts x where g.kind = 'doubt' and x.id = g.item_id
          union all select x.answer, x.hidden_at, '/doubt/' || x.doubt_id from doubt_answers x where g.kind = 'answer' and x.id = g.item_id
          union all select coalesce(nullif(btrim(p.full_name), ''), x.name), null::timestamptz, '/u/' || x.id from users x
            left join profiles p on p.id = x.id where g.kind = 'profile' and x.id = g.item_id) i
        join users au on au.id = g.author_id
        left join profiles ap on ap.id = g.author_id
        where g.open_count > 0 or i.hidden_at is not null
        order by g.open_count > 0 desc, g.latest desc nulls last, i.hidden_at desc
        limit ${QUEUE_LIMIT}`,
  );
  return found.map((row) => {
    const reasons: Partial<Record<ReportReason, number>> = {};
    for (const reason of parsed(row.reasons) ?? []) reasons[reason] = (reasons[reason] ?? 0) + 1;
    return {
      kind: row.kind,
      itemId: row.item_id,
      author: { id: row.author_id, name: row.author_name },
      excerpt: row.excerpt ?? "",
      link: row.link,
      hidden: row.hidden === true,
      openCount: Number(row.open_count),
      reasons,
      details: parsed(row.details) ?? [],
      latestAt: row.latest_at,
    };
  });
}

export interface Actor {
  id: string;
  email: string;
}

export type DecisionResult = { decided: ModerationAction } | "not-found" | "no-open-reports" | "not-hideable" | "unchanged";

const AUDIT_ACTIONS: Record<ModerationAction, string> = {
  hide: "hide_content",
  restore: "restore_content",
  warn: "warn_author",
  suspend: "suspend_user",
  dismiss: "dismiss_reports",
};

/**
 * An admin's decision on an item (docs/product.md#moderation). Hide and restore change the item
 * (a profile cannot be hidden); warn, suspend and dismiss need open reports. Every open report of
 * the item is resolved with the decision, and each reporter is told the outcome.
 */
export async function decide(
  db: Db,
  notify: Notifier,
  actor: Actor,
  kind: ReportKind,
  itemId: string,
  action: ModerationAction,
  note: string | null,
  now: number,
): Promise<DecisionResult> {
  if ((action === "hide" || action === "restore") && kind === "profile") return "not-hideable";
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  return undoable(() =>
    db.transaction(async (tx) => {
      const authorId = await authorOf(tx, kind, itemId, null);
      if (!authorId) throw new Undo("not-found");
      // The item's open reports, held so a second decision waits for this one and finds none.
      const open = await rows<{ id: number; reporter_id: string }>(
        tx,
        sql`select id, reporter_id from content_reports where kind = ${kind} and item_id = ${itemId}::uuid and resolved_at is null order by id for update`,
      );
      const { table } = ITEMS[kind];
      const notes: Parameters<Notifier["moderated"]>[1] = [];
      const linkOf = await itemLink(tx, kind, itemId);
      if (action === "hide" || action === "restore") {
        const change: SQL = action === "hide" ? sql`hidden_at = ${at} where id = ${itemId}::uuid and hidden_at is null` : sql`hidden_at = null where id = ${itemId}::uuid and hidden_at is not null`;
        const [changed] = await rows<{ one: number }>(tx, sql`update ${sql.raw(table)} set ${change} returning 1 as one`);
        if (!changed) throw new Undo("unchanged");
        if (action === "hide") {
          notes.push({ userId: authorId, kind: "content_hidden", ...notice("content_hidden", { kind }), link: linkOf });
        }
      } else {
        if (open.length === 0) throw new Undo("no-open-reports");
        if (action === "warn") {
          notes.push({ userId: authorId, kind: "moderation_warning", ...notice("moderation_warning", { kind, note }), link: linkOf });
        }
        if (action === "suspend") {
          // Better Auth's ban (its admin plugin's columns): sign-in is refused, and every session ends now.
          await tx.execute(sql`update users set banned = true, ban_reason = ${note ?? "Reported content"} where id = ${authorId}::uuid`);
          await tx.execute(sql`delete from sessions where user_id = ${authorId}::uuid`);
        }
      }
      if (open.length > 0) {
        await tx.execute(
          sql`update content_reports set resolved_at = ${at}, outcome = ${action}
              where id in (${sql.join(open.map((r) => sql`${r.id}`), sql`, `)}) and resolved_at is null`,
        );
      }
      for (const reporter of new Set(open.map((r) => r.reporter_id))) {
        notes.push({ userId: reporter, kind: "report_outcome", ...notice("report_outcome", { kind, action }), link: "/profile/notifications" });
      }
      await notify.moderated(tx, notes);
      await writeAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: AUDIT_ACTIONS[action],
        targetTable: action === "suspend" ? "users" : table,
        targetId: action === "suspend" ? authorId : itemId,
        reason: note ?? `${kind} ${itemId}: ${open.length} open report${open.length === 1 ? "" : "s"}`,
      });
      return { decided: action };
    }),
  );
}

/** Where the item is shown, for its author's notification. */
async function itemLink(tx: Db, kind: ReportKind, itemId: string): Promise<string> {
  const [row] = await rows<{ link: string }>(
    tx,
    kind === "comment"
      ? sql`select coalesce('/video/' || c.video_id, '/u/' || p.doctor_id) as link from comments c left join doctor_posts p on p.id = c.post_id where c.id = ${itemId}::uuid`
      : kind === "answer"
        ? sql`select '/doubt/' || doubt_id as link from doubt_answers where id = ${itemId}::uuid`
        : kind === "post"
          ? sql`select '/u/' || doctor_id as link from doctor_posts where id = ${itemId}::uuid`
          : sql`select ${kind === "video" ? "/video/" : kind === "doubt" ? "/doubt/" : "/u/"} || ${itemId} as link`,
  );
  return row?.link ?? "/feed";
}

export type BlockResult = { blocked: boolean } | { refused: Refusal } | "not-found";

/**
 * `blockerId` blocks (or unblocks) `blockedId`; repeating either changes nothing. Blocking removes
 * the blocked person's follow of the blocker in the same transaction (the follows trigger keeps
 * the counts). Blocks and unblocks count against one daily rate.
 */
export async function setBlock(db: Db, blockerId: string, blockedId: string, block: boolean, now: number): Promise<BlockResult> {
  return undoable(() =>
    db.transaction(async (tx) => {
      const counted = await hit(tx, `blocks-day:${blockerId}`, DAY_MS, now);
      if (counted.count > BLOCKS_PER_DAY) {
        const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
        throw new Undo({ refused: { message: blockRateMessage(BLOCKS_PER_DAY, retryAfterSeconds), retryAfterSeconds } });
      }
      const [exists] = await rows<{ one: number }>(tx, sql`select 1 as one from users where id = ${blockedId}::uuid for key share`);
      if (!exists) throw new Undo("not-found");
      if (block) {
        await tx.execute(
          sql`insert into user_blocks (blocker_id, blocked_id, created_at) values (${blockerId}::uuid, ${blockedId}::uuid, ${new Date(now).toISOString()}::timestamptz) on conflict do nothing`,
        );
        await tx.execute(sql`delete from follows where follower_id = ${blockedId}::uuid and followee_id = ${blockerId}::uuid`);
      } else {
        await tx.execute(sql`delete from user_blocks where blocker_id = ${blockerId}::uuid and blocked_id = ${blockedId}::uuid`);
      }
      return { blocked: block };
    }),
  );
}

export interface SuspendedPerson {
  id: string;
  name: string;
  reason: string | null;
}

/** Everyone whose account is suspended (Better Auth's ban), most recently changed first. */
export async function listSuspended(db: Db): Promise<SuspendedPerson[]> {
  const found = await rows<{ id: string; name: string; reason: string | null }>(
    db,
    sql`select u.id, coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), ''), 'Doctor') as name, u.ban_reason as reason
        from users u left join profiles p on p.id = u.id
        where u.banned order by u.updated_at desc, u.id limit 200`,
  );
  return found.map((row) => ({ id: row.id, name: row.name, reason: row.reason }));
}

/**
 * Lifts a suspension (Better Auth's unban: the ban's columns cleared, so sign-in works again) in one
 * conditional UPDATE, with the person's notification and the audit row in the same transaction.
 */
export async function liftSuspension(db: Db, notify: Notifier, actor: Actor, userId: string, note: string | null): Promise<{ lifted: true } | "not-found" | "not-suspended"> {
  return undoable(() =>
    db.transaction(async (tx) => {
      const [changed] = await rows<{ one: number }>(
        tx,
        sql`update users set banned = false, ban_reason = null, ban_expires = null, updated_at = now() where id = ${userId}::uuid and banned returning 1 as one`,
      );
      if (!changed) {
        const [exists] = await rows<{ one: number }>(tx, sql`select 1 as one from users where id = ${userId}::uuid`);
        throw new Undo(exists ? "not-suspended" : "not-found");
      }
      await notify.moderated(tx, [
        { userId, kind: "suspension_lifted", ...notice("suspension_lifted", { note }), link: "/profile/notifications" },
      ]);
      await writeAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "unsuspend_user", targetTable: "users", targetId: userId, reason: note ?? "Suspension lifted" });
      return { lifted: true as const };
    }),
  );
}
