/**
 * SQL of the doctors' feed. Lists are keyset-paginated on (created_at, id) so every page is an
 * index scan with a LIMIT, however many posts there are; the All tab merges the two tables' pages
 * with one UNION ALL. The ORDER BYs say NULLS LAST because the indexes are (created_at DESC NULLS
 * LAST, id DESC NULLS LAST): a plain DESC (nulls first) would not match them and PostgreSQL would
 * sort the whole table instead.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { POSTS_PER_HOUR } from "@expertconnect/shared/constants";
import type { FeedTab } from "@expertconnect/shared/schemas/feed";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { literalLimit, preparedRows } from "../../db/prepared.ts";
import { doctorPosts, doctorVideos } from "../../db/schema/index.ts";
import type { Cursor } from "../../lib/cursor.ts";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { RENDITIONS_STALE_MINUTES } from "./feed.renditions.queries.ts";
import { mediaShownTo, type MediaViewer } from "./feed.media-access.ts";
import { thumbnailMimeType } from "./feed.storage-key.ts";
import { visibleTo } from "../../lib/visibility.ts";

export interface Author {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
  specialization: string | null;
}

export interface PostItem {
  type: "post";
  id: string;
  content: string;
  imageUrl: string | null;
  likesCount: number;
  commentsCount: number;
  /** whether the signed-in viewer likes it (false for a visitor) */
  likedByMe: boolean;
  /** hidden by moderators: only its author sees it, labelled (docs/product.md#moderation) */
  hidden: boolean;
  createdAt: string;
  author: Author;
}

export interface VideoItem {
  type: "video";
  id: string;
  title: string;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  viewsCount: number;
  likesCount: number;
  commentsCount: number;
  likedByMe: boolean;
  hidden: boolean;
  createdAt: string;
  author: Author;
}

export type FeedItem = PostItem | VideoItem;

/**
 * How far the video's other qualities are (docs/product.md#video-page): "none" for a video made
 * before them, "processing" (with its percent) while a job waits or runs, "ready" with the master
 * playlist, or "failed" with the reason for its owner (the MP4 plays in every case).
 */
export interface VideoRenditions {
  status: "none" | "processing" | "ready" | "failed";
  percent: number;
  playlistUrl: string | null;
  /** the qualities made, lowest first (240, 360…); empty until ready */
  heights: number[];
  failedMessage: string | null;
}

export interface VideoDetail extends Omit<VideoItem, "type"> {
  description: string | null;
  streamUrl: string;
  mimeType: string;
  renditions: VideoRenditions;
}

export const videoStreamUrl = (id: string) => `/api/feed/media/videos/${id}`;
/** A run's files are never rewritten, so everything under this address may be cached for good. */
export const renditionsUrl = (id: string, run: string, file: string) => `/api/feed/media/hls/${id}/${run}/${file}`;
export const videoThumbnailUrl = (id: string) => `/api/feed/media/thumbnails/${id}`;

interface FeedRow {
  kind: "post" | "video";
  id: string;
  created_at_us: string;
  doctor_id: string;
  content: string | null;
  image_url: string | null;
  likes_count: number | null;
  comments_count: number | null;
  title: string | null;
  description: string | null;
  thumbnail_url: string | null;
  duration_seconds: number | null;
  views_count: number | null;
  video_likes_count: number | null;
  video_comments_count: number | null;
  mime_type: string | null;
  renditions_state: "none" | "waiting" | "processing" | "ready" | "failed" | null;
  renditions_percent: number | null;
  renditions_run: string | null;
  renditions_heights: string | null;
  renditions_error: string | null;
  renditions_stale: boolean | null;
  full_name: string | null;
  avatar_url: string | null;
  specialization: string | null;
  hidden: boolean;
}

/** Written into the statement, which the feed's lists prepare once (no extra parameter). */
const STALE_INTERVAL = sql.raw(`interval '${RENDITIONS_STALE_MINUTES} minutes'`);

/** created_at as UTC text with microseconds: the cursor's precision. */
const createdAtText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const before = (alias: string, cursor: Cursor | null) =>
  cursor
    ? sql`(${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;

const postsPage = (cursor: Cursor | null, limit: number, viewerId: string | null) => sql`
  (select 'post'::text as kind, p.id, p.created_at from doctor_posts p
   where ${before("p", cursor)} and ${visibleTo("p", "doctor_id", viewerId)} order by p.created_at desc nulls last, p.id desc nulls last limit ${literalLimit(limit)})`;

const videosPage = (cursor: Cursor | null, limit: number, viewerId: string | null) => sql`
  (select 'video'::text as kind, v.id, v.created_at from doctor_videos v
   where ${before("v", cursor)} and ${visibleTo("v", "doctor_id", viewerId)} order by v.created_at desc nulls last, v.id desc nulls last limit ${literalLimit(limit)})`;

/** The page's ids first (index-only work), then their columns and authors for just those rows. */
function detailsOf(page: SQL, where: SQL = sql`true`) {
  return sql`
    with page as (${page})
    select page.kind, page.id, ${createdAtText(sql`page.created_at`)} as created_at_us,
      coalesce(p.doctor_id, v.doctor_id) as doctor_id,
      p.content, p.image_url, p.likes_count, p.comments_count,
      v.title, v.description, v.thumbnail_url, v.duration_seconds, v.views_count::float8 as views_count, v.likes_count as video_likes_count, v.comments_count as video_comments_count, v.mime_type,
      v.renditions_state, v.renditions_percent, v.renditions_run, array_to_string(v.renditions_heights, ',') as renditions_heights, v.renditions_error,
      v.renditions_state = 'processing' and v.renditions_updated_at < now() - ${STALE_INTERVAL} as renditions_stale,
      pr.full_name, pr.avatar_url, pr.specialization, coalesce(p.hidden_at, v.hidden_at) is not null as hidden
    from page
    left join doctor_posts p on page.kind = 'post' and p.id = page.id
    left join doctor_videos v on page.kind = 'video' and v.id = page.id
    left join profiles pr on pr.id = coalesce(p.doctor_id, v.doctor_id)
    where ${where}
    order by page.created_at desc, page.id desc`;
}

const millis = (createdAtUs: string) => createdAtUs.replace(/(\.\d{3})\d{3}Z$/, "$1Z");

function toItem(row: FeedRow): FeedItem {
  const author: Author = {
    id: row.doctor_id,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    specialization: row.specialization,
  };
  const createdAt = millis(row.created_at_us);
  if (row.kind === "post") {
    return {
      type: "post",
      id: row.id,
      content: row.content ?? "",
      imageUrl: row.image_url,
      likesCount: Number(row.likes_count ?? 0),
      commentsCount: Number(row.comments_count ?? 0),
      likedByMe: false,
      hidden: row.hidden === true,
      createdAt,
      author,
    };
  }
  return {
    type: "video",
    id: row.id,
    title: row.title ?? "",
    thumbnailUrl: row.thumbnail_url ? videoThumbnailUrl(row.id) : null,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    viewsCount: Number(row.views_count ?? 0),
    likesCount: Number(row.video_likes_count ?? 0),
    commentsCount: Number(row.video_comments_count ?? 0),
    likedByMe: false,
    hidden: row.hidden === true,
    createdAt,
    author,
  };
}

export interface FeedPage {
  items: FeedItem[];
  next: Cursor | null;
}

/**
 * A page of a public tab: as everyone sees it (`viewerId` null: hidden items left out), or as one
 * viewer does who blocked someone or wrote something hidden (feed.routes.ts decides).
 */
export async function listFeed(db: Db, tab: Exclude<FeedTab, "following">, cursor: Cursor | null, pageSize: number, viewerId: string | null = null): Promise<FeedPage> {
  // One extra row tells whether another page exists.
  const limit = pageSize + 1;
  const page =
    tab === "posts"
      ? postsPage(cursor, limit, viewerId)
      : tab === "videos"
        ? videosPage(cursor, limit, viewerId)
        : sql`${postsPage(cursor, limit, viewerId)} union all ${videosPage(cursor, limit, viewerId)} order by created_at desc, id desc limit ${literalLimit(limit)}`;
  // A named statement per tab, cursor-or-not and page size (written into the SQL: literalLimit):
  // PostgreSQL plans this union once per connection. One viewer's own page is read unprepared.
  const found = viewerId
    ? await rows<FeedRow>(db, detailsOf(page))
    : await preparedRows<FeedRow>(db, `feed_${tab}_${cursor ? "after" : "first"}_${limit}`, detailsOf(page));
  const items = found.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    next: found.length > pageSize && last ? { key: last.created_at_us, id: last.id } : null,
  };
}

/** Whether `id` is a person's account (their profile's list answers 404 otherwise). */
export async function authorExists(db: Db, id: string): Promise<boolean> {
  const [row] = await rows<{ one: number }>(db, sql`select 1 as one from users where id = ${id}`);
  return Boolean(row);
}

/** Whose posts and videos a per-person list shows: one author's (a profile), or those `follower` follows. */
export type FeedScope = { author: string } | { follower: string };

/**
 * One table's newest items in the scope: an index range of the author's, or the newest of each
 * followed person's (one index range each, LIMIT apiece) merged by the caller's ORDER BY.
 */
function scopedPage(kind: "post" | "video", scope: FeedScope, cursor: Cursor | null, limit: number, viewerId: string | null) {
  const table = sql.raw(kind === "post" ? "doctor_posts" : "doctor_videos");
  const newest = (author: SQL) => sql`
    select x.id, x.created_at from ${table} x where x.doctor_id = ${author} and ${before("x", cursor)} and ${visibleTo("x", "doctor_id", viewerId)}
    order by x.created_at desc nulls last, x.id desc nulls last limit ${limit}`;
  return "author" in scope
    ? sql`(select ${kind}::text as kind, i.id, i.created_at from (${newest(sql`${scope.author}::uuid`)}) i)`
    : sql`(select ${kind}::text as kind, i.id, i.created_at from follows f
           cross join lateral (${newest(sql`f.followee_id`)}) i where f.follower_id = ${scope.follower})`;
}

/**
 * A person's list, newest first: one author's posts and videos (their profile), or the posts and
 * videos of the people `follower` follows (the Following tab). Keyset-paged on (created_at, id) as
 * the feed is, so pages neither skip nor repeat an item. Likes are marked by the caller.
 */
export async function listScopedFeed(db: Db, scope: FeedScope, cursor: Cursor | null, pageSize: number, viewerId: string | null): Promise<FeedPage> {
  const limit = pageSize + 1;
  const page = sql`${scopedPage("post", scope, cursor, limit, viewerId)} union all ${scopedPage("video", scope, cursor, limit, viewerId)}
    order by created_at desc, id desc limit ${limit}`;
  const found = await rows<FeedRow>(db, detailsOf(page));
  const items = found.slice(0, pageSize);
  const last = items.at(-1);
  return { items: items.map(toItem), next: found.length > pageSize && last ? { key: last.created_at_us, id: last.id } : null };
}

/** Whether `viewerId` (if any) likes the item, in the same statement as the item. */
const likedColumn = (kind: "post" | "video", viewerId: string | null) =>
  viewerId
    ? kind === "post"
      ? sql`, exists (select 1 from post_likes l where l.post_id = d.id and l.user_id = ${viewerId}) as liked_by_me`
      : sql`, exists (select 1 from video_likes l where l.video_id = d.id and l.user_id = ${viewerId}) as liked_by_me`
    : sql``;

async function itemRow(db: Db, kind: "post" | "video", id: string, viewerId: string | null) {
  const table = sql.raw(kind === "post" ? "doctor_posts" : "doctor_videos");
  const [row] = await rows<FeedRow & { liked_by_me?: boolean }>(
    db,
    sql`select d.*${likedColumn(kind, viewerId)} from (${detailsOf(sql`select ${kind}::text as kind, x.id, x.created_at from ${table} x where x.id = ${id} and ${visibleTo("x", "doctor_id", viewerId, { blocks: false })}`)}) d`,
  );
  return row ? { row, likedByMe: row.liked_by_me === true } : null;
}

export async function getPost(db: Db, id: string, viewerId: string | null = null): Promise<PostItem | null> {
  const found = await itemRow(db, "post", id, viewerId);
  return found ? { ...(toItem(found.row) as PostItem), likedByMe: found.likedByMe } : null;
}

export async function getVideo(db: Db, id: string, viewerId: string | null = null): Promise<VideoDetail | null> {
  const found = await itemRow(db, "video", id, viewerId);
  if (!found) return null;
  const { row } = found;
  const { type: _type, ...item } = toItem(row) as VideoItem;
  return {
    ...item,
    likedByMe: found.likedByMe,
    description: row.description,
    streamUrl: videoStreamUrl(row.id),
    mimeType: row.mime_type ?? "video/mp4",
    renditions: renditionsOf(row),
  };
}

function renditionsOf(row: FeedRow): VideoRenditions {
  const none = { percent: 0, playlistUrl: null, heights: [] as number[], failedMessage: null };
  switch (row.renditions_state) {
    case "ready":
      return {
        status: "ready",
        percent: 100,
        playlistUrl: renditionsUrl(row.id, row.renditions_run!, "master.m3u8"),
        heights: String(row.renditions_heights ?? "").split(",").filter(Boolean).map(Number).sort((a, b) => a - b),
        failedMessage: null,
      };
    case "waiting":
    case "processing":
      // A run silent for long is taken for dead (its instance stopped): its owner may start it again.
      if (row.renditions_stale) return { ...none, status: "failed", failedMessage: FEED_MESSAGES.processingFailed };
      return { ...none, status: "processing", percent: Number(row.renditions_percent ?? 0) };
    case "failed":
      return { ...none, status: "failed", failedMessage: row.renditions_error ?? FEED_MESSAGES.processingFailed };
    default:
      return { ...none, status: "none" };
  }
}

export type CreatePostResult = { id: string } | { retryAfterSeconds: number };

/** Advisory-lock namespace of one author's posts quota (the second key is the author). */
const POSTS_QUOTA_LOCK = 7_007_002;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Inserts a post if its author has shared fewer than POSTS_PER_HOUR in the hour before `now`.
 * The author's quota lock is held for the transaction, so parallel posts at the limit are counted
 * one after the other and only one gets the last place.
 */
export async function createPost(db: Db, doctorId: string, content: string, now: number): Promise<CreatePostResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POSTS_QUOTA_LOCK}, hashtext(${doctorId}))`);
    const [window] = await rows<{ posts: number; oldest: string | null }>(
      tx,
      sql`select count(*)::int as posts, ${utcIso("min(created_at)")} as oldest
          from doctor_posts where doctor_id = ${doctorId} and created_at > ${new Date(now - HOUR_MS).toISOString()}::timestamptz`,
    );
    if (window!.posts >= POSTS_PER_HOUR) {
      const frees = Date.parse(window!.oldest!) + HOUR_MS;
      return { retryAfterSeconds: Math.max(1, Math.ceil((frees - now) / 1000)) };
    }
    const [row] = await tx.insert(doctorPosts).values({ doctorId, content }).returning({ id: doctorPosts.id });
    return { id: row!.id };
  });
}

export interface MediaRef {
  key: string;
  mimeType: string;
}

export async function getVideoMedia(db: Db, id: string, which: "video" | "thumbnail", viewer: MediaViewer): Promise<MediaRef | null> {
  const [row] = await db
    .select({ videoUrl: doctorVideos.videoUrl, thumbnailUrl: doctorVideos.thumbnailUrl, mimeType: doctorVideos.mimeType, doctorId: doctorVideos.doctorId, hiddenAt: doctorVideos.hiddenAt })
    .from(doctorVideos)
    .where(eq(doctorVideos.id, id))
    .limit(1);
  if (!row || !mediaShownTo(row, viewer)) return null;
  if (which === "video") return { key: row.videoUrl, mimeType: row.mimeType };
  return row.thumbnailUrl ? { key: row.thumbnailUrl, mimeType: thumbnailMimeType(row.thumbnailUrl) } : null;
}
