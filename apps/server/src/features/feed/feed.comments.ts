/**
 * Comments on posts and videos with one level of replies (docs/product.md#comments): the writing
 * transaction counts the person's comment rate and inserts the row, whose trigger (migration 0030)
 * keeps the item's comments_count and the thread's replies_count; edits and deletions are one
 * conditional statement each, who may do them written into its WHERE.
 */
import { sql, type SQL } from "drizzle-orm";
import { COMMENT_EDIT_MINUTES, COMMENTS_PER_DAY, COMMENTS_PER_MINUTE } from "@expertconnect/shared/constants";
import { commentRateMessage } from "@expertconnect/shared/schemas/comments";
import { rows, type Db } from "../../db/client.ts";
import type { Cursor } from "../../lib/cursor.ts";
import type { Notifier } from "../../lib/notifier.ts";
import type { Refusal } from "../../lib/quotas/quota.ts";
import { hit } from "../../lib/rate-limits.ts";
import { isBlocked, visibleTo } from "../../lib/visibility.ts";
import { announceItem } from "./feed.live.ts";
import type { Author } from "./feed.queries.ts";

export type CommentKind = "post" | "video";

const TABLES = {
  post: { items: sql.raw("doctor_posts"), column: sql.raw("post_id") },
  video: { items: sql.raw("doctor_videos"), column: sql.raw("video_id") },
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const EDIT_MS = COMMENT_EDIT_MINUTES * MINUTE_MS;

export interface CommentView {
  id: string;
  /** the person's text as written; the screens show it as text, never as HTML */
  body: string;
  /** the thread's first comment for a reply; null for a comment */
  parentId: string | null;
  createdAt: string;
  /** set once edited: shown as "edited" */
  editedAt: string | null;
  author: Author;
  repliesCount: number;
  /** until when its author may edit or delete it */
  editableUntil: string;
  /** the viewer wrote it and may still edit it */
  canEdit: boolean;
  /** the viewer may delete it: their own within the edit window, or any on their own item */
  canDelete: boolean;
  /** hidden by moderators: only its author sees it, labelled (docs/product.md#moderation) */
  hidden: boolean;
}

export interface ThreadView extends CommentView {
  /** the thread's newest reply, shown under it */
  latestReply: CommentView | null;
}

export interface CommentsPage<T> {
  items: T[];
  next: Cursor | null;
}

interface CommentRow {
  id: string;
  body: string;
  parent_id: string | null;
  author_id: string;
  replies_count: number;
  created_at_us: string;
  edited_at: string | null;
  hidden: boolean;
  full_name: string | null;
  avatar_url: string | null;
  specialization: string | null;
}

/** Columns of a comment `c` and its author's profile `pr`, under `prefix`. */
const columns = (c: string, pr: string, prefix = "") =>
  sql.raw(`${c}.id as ${prefix}id, ${c}.body as ${prefix}body, ${c}.parent_id as ${prefix}parent_id, ${c}.author_id as ${prefix}author_id,
    ${c}.replies_count as ${prefix}replies_count,
    to_char(${c}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${prefix}created_at_us,
    to_char(${c}.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${prefix}edited_at, ${c}.hidden_at is not null as ${prefix}hidden,
    ${pr}.full_name as ${prefix}full_name, ${pr}.avatar_url as ${prefix}avatar_url, ${pr}.specialization as ${prefix}specialization`);

const millis = (createdAtUs: string) => createdAtUs.replace(/(\.\d{3})\d{3}Z$/, "$1Z");

/** Who reads the comments, and the item's author (who may delete any comment on it). */
interface Viewer {
  id: string | null;
  itemAuthorId: string;
  now: number;
}

function toView(row: CommentRow, viewer: Viewer): CommentView {
  const createdAt = millis(row.created_at_us);
  const editableUntil = Date.parse(createdAt) + EDIT_MS;
  const mine = viewer.id !== null && row.author_id === viewer.id;
  const inWindow = viewer.now < editableUntil;
  return {
    id: row.id,
    body: row.body,
    parentId: row.parent_id,
    createdAt,
    editedAt: row.edited_at,
    author: { id: row.author_id, fullName: row.full_name, avatarUrl: row.avatar_url, specialization: row.specialization },
    repliesCount: Number(row.replies_count),
    editableUntil: new Date(editableUntil).toISOString(),
    canEdit: mine && inWindow,
    canDelete: (mine && inWindow) || (viewer.id !== null && viewer.itemAuthorId === viewer.id),
    hidden: row.hidden === true,
  };
}

/** The item's author, or null when there is no such item (or it is hidden and `viewerId` is not its author). */
export async function itemAuthor(db: Db, kind: CommentKind, itemId: string, viewerId: string | null): Promise<string | null> {
  const { items } = TABLES[kind];
  const [row] = await rows<{ doctor_id: string }>(db, sql`select doctor_id from ${items} x where x.id = ${itemId} and ${visibleTo("x", "doctor_id", viewerId, { blocks: false })}`);
  return row?.doctor_id ?? null;
}

/** The thread a comment starts (its item's author too), or null when it is not a top-level comment. */
async function threadOf(db: Db, commentId: string): Promise<{ itemAuthorId: string } | null> {
  const [row] = await rows<{ item_author: string }>(
    db,
    sql`select coalesce(p.doctor_id, v.doctor_id) as item_author from comments c
        left join doctor_posts p on p.id = c.post_id left join doctor_videos v on v.id = c.video_id
        where c.id = ${commentId} and c.parent_id is null`,
  );
  return row ? { itemAuthorId: row.item_author } : null;
}

const after = (cursor: Cursor | null) => (cursor ? sql`and (c.created_at, c.id) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``);

function paged<R extends { id: string; created_at_us: string }, T>(found: R[], pageSize: number, map: (row: R) => T): CommentsPage<T> {
  const items = found.slice(0, pageSize);
  const last = items.at(-1);
  return { items: items.map(map), next: found.length > pageSize && last ? { key: last.created_at_us, id: last.id } : null };
}

type ThreadRow = CommentRow & { [K in keyof CommentRow as `r_${K}`]: CommentRow[K] | null };

/** An item's comments, oldest first, each with its newest reply; null when the item does not exist. */
export async function listComments(
  db: Db,
  kind: CommentKind,
  itemId: string,
  viewerId: string | null,
  cursor: Cursor | null,
  pageSize: number,
  now: number,
): Promise<CommentsPage<ThreadView> | null> {
  const itemAuthorId = await itemAuthor(db, kind, itemId, viewerId);
  if (!itemAuthorId) return null;
  const { column } = TABLES[kind];
  const found = await rows<ThreadRow>(
    db,
    sql`select ${columns("c", "pr")}, ${columns("r", "rp", "r_")}
        from comments c
        left join profiles pr on pr.id = c.author_id
        left join lateral (select * from comments x where x.parent_id = c.id and ${visibleTo("x", "author_id", viewerId)}
          order by x.created_at desc, x.id desc limit 1) r on true
        left join profiles rp on rp.id = r.author_id
        where c.${column} = ${itemId} and c.parent_id is null and ${visibleTo("c", "author_id", viewerId)} ${after(cursor)}
        order by c.created_at, c.id limit ${pageSize + 1}`,
  );
  const viewer = { id: viewerId, itemAuthorId, now };
  return paged(found, pageSize, (row) => {
    const reply = row.r_id ? toView(unprefixed(row), viewer) : null;
    return { ...toView(row, viewer), latestReply: reply };
  });
}

function unprefixed(row: ThreadRow): CommentRow {
  return Object.fromEntries(Object.entries(row).filter(([k]) => k.startsWith("r_")).map(([k, v]) => [k.slice(2), v])) as unknown as CommentRow;
}

/** A thread's replies, oldest first; null when `parentId` is not a top-level comment. */
export async function listReplies(
  db: Db,
  parentId: string,
  viewerId: string | null,
  cursor: Cursor | null,
  pageSize: number,
  now: number,
): Promise<CommentsPage<CommentView> | null> {
  const thread = await threadOf(db, parentId);
  if (!thread) return null;
  const found = await rows<CommentRow>(
    db,
    sql`select ${columns("c", "pr")} from comments c left join profiles pr on pr.id = c.author_id
        where c.parent_id = ${parentId} and ${visibleTo("c", "author_id", viewerId)} ${after(cursor)}
        order by c.created_at, c.id limit ${pageSize + 1}`,
  );
  const viewer = { id: viewerId, itemAuthorId: thread.itemAuthorId, now };
  return paged(found, pageSize, (row) => toView(row, viewer));
}

/** One comment as `viewerId` sees it. */
async function commentById(db: Db, id: string, viewerId: string, now: number): Promise<CommentView | null> {
  const [row] = await rows<CommentRow & { item_author: string }>(
    db,
    sql`select ${columns("c", "pr")}, coalesce(p.doctor_id, v.doctor_id) as item_author from comments c
        left join profiles pr on pr.id = c.author_id
        left join doctor_posts p on p.id = c.post_id left join doctor_videos v on v.id = c.video_id
        where c.id = ${id}`,
  );
  return row ? toView(row, { id: viewerId, itemAuthorId: row.item_author, now }) : null;
}

/** Thrown inside the transaction to undo its writes (the rate's hits included). */
class Undo extends Error {
  constructor(readonly result: CreateFailure) {
    super("undo");
  }
}

type CreateFailure = { refused: Refusal } | "item-not-found" | "parent-not-found" | "blocked";
export type CreateResult = { comment: CommentView; commentsCount: number } | CreateFailure;

const at = (now: number) => sql`${new Date(now).toISOString()}::timestamptz`;

/**
 * Writes a comment, or a reply when `parentId` is given (a reply to a reply joins the same thread),
 * counting it against the author's rate in the same transaction. Answers the item's new count.
 */
export async function createComment(
  db: Db,
  notify: Notifier,
  kind: CommentKind,
  itemId: string,
  authorId: string,
  body: string,
  parentId: string | null,
  now: number,
): Promise<CreateResult> {
  const { items, column } = TABLES[kind];
  try {
    const id = await db.transaction(async (tx) => {
      // Each window's row is locked by its upsert until commit, so one person's comments are counted in turn.
      for (const [window, max, ms] of [["minute", COMMENTS_PER_MINUTE, MINUTE_MS], ["day", COMMENTS_PER_DAY, DAY_MS]] as const) {
        const counted = await hit(tx, `comments-${window}:${authorId}`, ms, now);
        if (counted.count > max) {
          const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
          throw new Undo({ refused: { message: commentRateMessage(window, max, retryAfterSeconds), retryAfterSeconds } });
        }
      }
      // The item's author may have blocked the writer (docs/product.md#blocking); the item is held
      // (key share) so the check and the insert see the same author.
      const [item] = await rows<{ doctor_id: string }>(
        tx,
        sql`select doctor_id from ${items} x where x.id = ${itemId} and ${visibleTo("x", "doctor_id", authorId, { blocks: false })} for key share`,
      );
      if (!item) throw new Undo("item-not-found");
      if (await isBlocked(tx, item.doctor_id, authorId)) throw new Undo("blocked");
      // The parent is read by the insert itself: one that is gone (or hidden from the writer) inserts nothing.
      const insert: SQL = parentId
        ? sql`insert into comments (post_id, video_id, parent_id, author_id, body, created_at)
              select p.post_id, p.video_id, coalesce(p.parent_id, p.id), ${authorId}, ${body}, ${at(now)}
              from comments p where p.id = ${parentId} and p.${column} = ${itemId} and ${visibleTo("p", "author_id", authorId, { blocks: false })}
              returning id`
        : sql`insert into comments (${column}, author_id, body, created_at)
              select id, ${authorId}, ${body}, ${at(now)} from ${items} where id = ${itemId}
              returning id`;
      const [row] = await rows<{ id: string }>(tx, insert);
      if (!row) throw new Undo(parentId ? "parent-not-found" : "item-not-found");
      // The item's author hears of a comment, the replied-to comment's author of a reply (grouped, docs/product.md#notifications).
      await notify.socialAction(tx, parentId ? { action: "reply", item: kind, itemId, actorId: authorId, text: body, repliedToId: parentId } : { action: "comment", item: kind, itemId, actorId: authorId, text: body });
      await announceItem(tx, kind, itemId);
      return row.id;
    });
    const comment = (await commentById(db, id, authorId, now))!;
    return { comment, commentsCount: await commentsCount(db, kind, itemId) };
  } catch (error) {
    if (error instanceof Undo) return error.result;
    throw error;
  }
}

async function commentsCount(db: Db, kind: CommentKind, itemId: string): Promise<number> {
  const { items } = TABLES[kind];
  const [row] = await rows<{ n: number }>(db, sql`select comments_count as n from ${items} where id = ${itemId}`);
  return Number(row?.n ?? 0);
}

export type ChangeFailure = "not-found" | "not-yours" | "window-over";

/** Why a comment `userId` could not change was refused: gone, someone else's, or too old. */
async function whyNot(db: Db, id: string, userId: string): Promise<ChangeFailure> {
  const [row] = await rows<{ author_id: string }>(db, sql`select author_id from comments where id = ${id}`);
  if (!row) return "not-found";
  return row.author_id === userId ? "window-over" : "not-yours";
}

/** Edits the author's own comment within the edit window: one conditional UPDATE. */
export async function editComment(db: Db, id: string, userId: string, body: string, now: number): Promise<CommentView | ChangeFailure> {
  const [row] = await rows<{ id: string; post_id: string | null; video_id: string | null }>(
    db,
    sql`update comments set body = ${body}, edited_at = ${at(now)}
        where id = ${id} and author_id = ${userId} and created_at > ${at(now - EDIT_MS)}
        returning id, post_id, video_id`,
  );
  if (!row) return whyNot(db, id, userId);
  await announceItem(db, row.post_id ? "post" : "video", (row.post_id ?? row.video_id)!);
  return (await commentById(db, id, userId, now))!;
}

/**
 * Deletes a comment (and its replies) when `userId` wrote it within the edit window or is the
 * author of its post or video: one conditional DELETE. Answers the item's new count.
 */
export async function deleteComment(
  db: Db,
  id: string,
  userId: string,
  now: number,
): Promise<{ kind: CommentKind; itemId: string; commentsCount: number } | ChangeFailure> {
  const [row] = await rows<{ post_id: string | null; video_id: string | null }>(
    db,
    sql`delete from comments c
        where c.id = ${id} and (
          (c.author_id = ${userId} and c.created_at > ${at(now - EDIT_MS)})
          or exists (select 1 from doctor_posts p where p.id = c.post_id and p.doctor_id = ${userId})
          or exists (select 1 from doctor_videos v where v.id = c.video_id and v.doctor_id = ${userId}))
        returning c.post_id, c.video_id`,
  );
  if (!row) return whyNot(db, id, userId);
  const kind: CommentKind = row.post_id ? "post" : "video";
  const itemId = (row.post_id ?? row.video_id)!;
  await announceItem(db, kind, itemId);
  return { kind, itemId, commentsCount: await commentsCount(db, kind, itemId) };
}
