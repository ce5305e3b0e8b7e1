/**
 * Views of a video: at most one per viewer, video and day (Indian Standard Time), kept so by the
 * database's key on video_views. A viewer is the signed-in account, or for visitors the id in a
 * cookie the server sets and signs (HMAC-SHA256 with the auth secret), so a client cannot name
 * someone else's id or make one up.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { rows, type Db } from "../../db/client.ts";

export const VISITOR_COOKIE = "ec_visitor";
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in India at `ms`, as YYYY-MM-DD. */
export const viewDay = (ms: number) => dayFormat.format(new Date(ms));

const sign = (secret: string, id: string) => createHmac("sha256", secret).update(`visitor:${id}`).digest("base64url");

/** A new visitor id and the cookie value that carries it. */
export function newVisitor(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString("base64url");
  return { id, cookie: `${id}.${sign(secret, id)}` };
}

/** The visitor id in a cookie value, or null when it is missing or its signature does not match. */
export function visitorFromCookie(secret: string, value: string | undefined): string | null {
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/**
 * Counts the view if this viewer has not viewed the video this day, in one statement: the counter
 * goes up only when the (video, viewer, day) row is new. The video's count, or null if no such video.
 * A repeat view reads the count in a second statement, after the one that found the row there.
 */
export async function recordView(db: Db, videoId: string, viewer: string, day: string): Promise<number | null> {
  const [row] = await rows<{ views_count: number | string }>(
    db,
    sql`
      with fresh as (
        insert into video_views (video_id, viewer, day)
        select id, ${viewer}, ${day}::date from doctor_videos where id = ${videoId}::uuid
        on conflict do nothing
        returning video_id
      )
      update doctor_videos set views_count = views_count + 1
      where id in (select video_id from fresh)
      returning views_count`,
  );
  if (row) return Number(row.views_count);
  // Not new, or no such video. The statement's snapshot may predate the view that made it not new
  // (a concurrent request of the same viewer, whose insert ours waited for); a fresh read sees it.
  const [current] = await rows<{ views_count: number | string }>(db, sql`select views_count from doctor_videos where id = ${videoId}::uuid`);
  return current ? Number(current.views_count) : null;
}

/** Forgets who viewed what before `day` (the day before today is kept for viewers across midnight). */
export async function pruneViews(db: Db, beforeDay: string): Promise<void> {
  await db.execute(sql`delete from video_views where day < ${beforeDay}::date`);
}
