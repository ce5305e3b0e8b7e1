/**
 * Likes on posts and videos (docs/product.md#likes): one row per person and item, the item's
 * likes_count kept by a row trigger in the liking transaction (migration 0026), the person's like
 * rate counted in the same transaction, and the nightly recount that corrects and logs any drift.
 */
import { sql } from "drizzle-orm";
import { LIKES_PER_DAY, LIKES_PER_MINUTE } from "@expertconnect/shared/constants";
import { likeRateMessage } from "@expertconnect/shared/messages/quotas";
import { rows, type Db } from "../../db/client.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Notifier } from "../../lib/notifier.ts";
import type { Refusal } from "../../lib/quotas/quota.ts";
import { hit } from "../../lib/rate-limits.ts";
import { scheduleEveryHour } from "../../lib/jobs/schedule.ts";
import { announceItem } from "./feed.live.ts";

export type LikeKind = "post" | "video";

const TABLES = {
  post: { items: sql.raw("doctor_posts"), likes: sql.raw("post_likes"), column: sql.raw("post_id") },
  video: { items: sql.raw("doctor_videos"), likes: sql.raw("video_likes"), column: sql.raw("video_id") },
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

export type LikeResult = LikeState | { refused: Refusal } | null;

/** Thrown inside the transaction to undo its writes (the rate's hits included). */
class Undo extends Error {
  constructor(readonly result: { refused: Refusal } | null) {
    super("undo");
  }
}

/**
 * Likes (`liked`) or unlikes an item for `userId`; repeating either changes nothing. Null when the
 * item does not exist. The like or unlike counts against the person's rate only when it is allowed.
 */
export async function setLike(db: Db, notify: Notifier, kind: LikeKind, itemId: string, userId: string, liked: boolean, now: number): Promise<LikeResult> {
  const { items, likes, column } = TABLES[kind];
  try {
    return await db.transaction(async (tx) => {
      // Each window's row is locked by its upsert until commit, so one person's likes are counted in turn.
      for (const [window, max, ms] of [["minute", LIKES_PER_MINUTE, MINUTE_MS], ["day", LIKES_PER_DAY, DAY_MS]] as const) {
        const counted = await hit(tx, `likes-${window}:${userId}`, ms, now);
        if (counted.count > max) {
          const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
          throw new Undo({ refused: { message: likeRateMessage(window, max, retryAfterSeconds), retryAfterSeconds } });
        }
      }
      // The unique key makes two simultaneous likes of one person one row; the trigger counts only rows written.
      // A like written tells the item's author (grouped, docs/product.md#notifications); an unlike takes nothing back.
      let changed: boolean;
      if (liked) {
        const inserted = await rows(
          tx,
          sql`insert into ${likes} (${column}, user_id) select id, ${userId} from ${items} where id = ${itemId} on conflict do nothing returning 1 as one`,
        );
        changed = inserted.length > 0;
        if (changed) await notify.socialAction(tx, { action: "like", item: kind, itemId, actorId: userId });
      } else {
        const deleted = await rows(tx, sql`delete from ${likes} where ${column} = ${itemId} and user_id = ${userId} returning 1 as one`);
        changed = deleted.length > 0;
      }
      // Whoever has the item on screen sees the new count once this commits.
      if (changed) await announceItem(tx, kind, itemId);
      // Read after the trigger's update, which holds the item's row until commit: exact as committed.
      const [item] = await rows<{ likes_count: number }>(tx, sql`select likes_count from ${items} where id = ${itemId}`);
      if (!item) throw new Undo(null);
      return { liked, likesCount: Number(item.likes_count) };
    });
  } catch (error) {
    if (error instanceof Undo) return error.result;
    throw error;
  }
}

/** Which of `ids` (posts, then videos) `userId` likes: one statement, two index ranges. */
export async function likedAmong(db: Db, userId: string, postIds: string[], videoIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0 && videoIds.length === 0) return new Set();
  const found = await rows<{ id: string }>(
    db,
    sql`select post_id as id from post_likes where user_id = ${userId} and post_id = any(string_to_array(${postIds.join(",")}, ',')::uuid[])
        union all
        select video_id from video_likes where user_id = ${userId} and video_id = any(string_to_array(${videoIds.join(",")}, ',')::uuid[])`,
  );
  return new Set(found.map((row) => row.id));
}

const RECOUNT_BATCH = 1000;

export interface Drift {
  kind: LikeKind;
  id: string;
  was: number;
  now: number;
}

/**
 * Sets every item's likes_count to its number of like rows, in batches, and logs each correction.
 * Each batch first locks its items' rows, then counts and updates only those in a later statement
 * (a newer snapshot): a like in flight has either committed before the lock was granted, and is
 * counted, or waits on the lock to add itself to the count after, so none is counted twice or missed.
 */
export async function recountLikes(db: Db, logger: Logger): Promise<Drift[]> {
  const drifts: Drift[] = [];
  for (const kind of ["post", "video"] as const) {
    const { items, likes, column } = TABLES[kind];
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const fixed = await db.transaction(async (tx) => {
        const locked = await rows<{ id: string }>(
          tx,
          sql`select id from ${items} where id > ${after} order by id limit ${RECOUNT_BATCH} for update`,
        );
        if (locked.length === 0) return null;
        const ids = locked.map((row) => row.id).join(",");
        const last = locked.at(-1)!.id;
        const changed = await rows<{ id: string; was: number; now: number }>(
          tx,
          sql`with actual as (
                select i.id, i.likes_count as was, (select count(*)::int from ${likes} l where l.${column} = i.id) as now
                from ${items} i where i.id = any(string_to_array(${ids}, ',')::uuid[]))
              update ${items} i set likes_count = a.now from actual a
              where i.id = a.id and a.was <> a.now
              returning i.id, a.was, a.now`,
        );
        return { last, changed };
      });
      if (!fixed) break;
      after = fixed.last;
      for (const row of fixed.changed) {
        const drift = { kind, id: row.id, was: Number(row.was), now: Number(row.now) };
        drifts.push(drift);
        logger.warn(drift, "likes count drifted; corrected");
      }
    }
  }
  logger.info({ corrected: drifts.length }, "likes recounted");
  return drifts;
}

/** 03:00 in India (UTC+5:30, no daylight saving), when the app is quietest. */
const RECOUNT_UTC_MINUTES = 21 * 60 + 30;

/** The first 03:00 IST after `now`. */
export function nextRecountAt(now: number): Date {
  const day = new Date(now);
  day.setUTCHours(0, RECOUNT_UTC_MINUTES, 0, 0);
  if (day.getTime() <= now) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * Queues the next night's recount. Called at start and every hour by each instance: the key (the
 * night's date) lets one job wait per night however many instances ask.
 */
export async function scheduleLikesRecount(jobs: Pick<JobQueue, "enqueue">, now: number): Promise<void> {
  const at = nextRecountAt(now);
  await jobs.enqueue("likes-recount", {}, { startAfter: at, singletonKey: `likes-recount:${at.toISOString().slice(0, 10)}` });
}

/** Schedules the recount now and hourly; stopped by the process entry. */
export function startLikesRecountSchedule(jobs: Pick<JobQueue, "enqueue">, logger: Logger, everyMs = 60 * 60 * 1000): { stop(): void } {
  return scheduleEveryHour(() => scheduleLikesRecount(jobs, Date.now()), logger, "likes recount not scheduled", everyMs);
}
