/**
 * The feed's pages, cached per instance under the feed's version in read_versions (db/read-cache.ts
 * explains why a cached page is never stale). The counters are what changes on a page without
 * drawing a new version (a view, a like or a comment is not a new page: migrations 0006, 0026 and
 * 0030 ignore views_count, likes_count and comments_count), so a hit reads its items' counters with
 * the version, in the same single query, and is sent with them. Whether the viewer likes each item is per person: it is
 * never cached, and is read in that same query for a signed-in viewer.
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { DEFAULT_CACHE_BYTES, listVersion } from "../../db/read-cache.ts";
import { likedAmong } from "./feed.likes.ts";
import type { FeedItem } from "./feed.queries.ts";

export interface FeedResponse {
  items: FeedItem[];
  nextCursor: string | null;
}

interface Entry {
  version: number;
  body: FeedResponse;
  /** the page's posts and videos, whose counters are read on every hit */
  postIds: string[];
  videoIds: string[];
  /** the page as a visitor sees it (likedByMe false everywhere) */
  json: string;
}

type Json<T> = T | string | null;

interface VersionAndCounters {
  version: number | string;
  /** post id → [likes, comments] */
  posts: Json<Record<string, [number, number]>>;
  /** video id → [views, likes, comments] */
  videos: Json<Record<string, [number, number, number]>>;
  /** the viewer's liked items among them */
  liked: Json<string[]>;
}

/**
 * The feed's version, the counters of the given posts and videos (ids joined with commas) and which
 * of them the viewer (empty: nobody) likes.
 */
const versionAndCounters = (postIds: string, videoIds: string, viewer: string) => sql`
  select r.version,
    (select json_object_agg(p.id, json_build_array(p.likes_count, p.comments_count)) from doctor_posts p where p.id = any(string_to_array(${postIds}, ',')::uuid[])) as posts,
    (select json_object_agg(v.id, json_build_array(v.views_count, v.likes_count, v.comments_count)) from doctor_videos v where v.id = any(string_to_array(${videoIds}, ',')::uuid[])) as videos,
    (select json_agg(l.id) from (
       select post_id as id from post_likes where user_id = nullif(${viewer}, '')::uuid and post_id = any(string_to_array(${postIds}, ',')::uuid[])
       union all
       select video_id from video_likes where user_id = nullif(${viewer}, '')::uuid and video_id = any(string_to_array(${videoIds}, ',')::uuid[])) l) as liked
  from read_versions r where r.name = 'feed'`;

const parsed = <T>(value: Json<T>): T | null => (typeof value === "string" ? (JSON.parse(value) as T) : value);

export interface FeedPageCache {
  /** The page as `viewerId` (null: a visitor) sees it, as JSON. */
  get(key: string, viewerId: string | null, read: () => Promise<FeedResponse>): Promise<string>;
}

/** The page's JSON with the viewer's likes marked (the kept JSON when there are none). */
function withLikes(entry: Pick<Entry, "body" | "json">, liked: Set<string>): string {
  if (liked.size === 0) return entry.json;
  return JSON.stringify({ ...entry.body, items: entry.body.items.map((item) => (liked.has(item.id) ? { ...item, likedByMe: true } : item)) });
}

export function createFeedPageCache(db: Db, maxBytes = DEFAULT_CACHE_BYTES): FeedPageCache {
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // The body holds the same text again as objects: count it twice.
    sizeCalculation: (entry, key) => 2 * entry.json.length + key.length,
  });

  /**
   * The page for the viewer if the feed is unchanged since `entry` was read (its counters brought
   * up to date); else the feed's current version, under which the page is read again.
   */
  async function check(entry: Entry | undefined, viewerId: string | null): Promise<{ json: string } | { version: number | undefined }> {
    if (!entry || (entry.videoIds.length === 0 && entry.postIds.length === 0)) {
      const version = await listVersion(db, "feed");
      return entry && version === entry.version ? { json: entry.json } : { version };
    }
    const [row] = await preparedRows<VersionAndCounters>(
      db,
      "feed_version_counters",
      versionAndCounters(entry.postIds.join(","), entry.videoIds.join(","), viewerId ?? ""),
    );
    const version = row ? Number(row.version) : undefined;
    if (!row || version !== entry.version) return { version };
    const posts = parsed(row.posts) ?? {};
    const videos = parsed(row.videos) ?? {};
    let changed = false;
    for (const item of entry.body.items) {
      const [views, likes, comments] =
        item.type === "video"
          ? (videos[item.id] ?? [item.viewsCount, item.likesCount, item.commentsCount])
          : [0, ...(posts[item.id] ?? [item.likesCount, item.commentsCount])];
      if (item.type === "video" && Number(views) !== item.viewsCount) {
        item.viewsCount = Number(views);
        changed = true;
      }
      if (Number(likes) !== item.likesCount) {
        item.likesCount = Number(likes);
        changed = true;
      }
      if (Number(comments) !== item.commentsCount) {
        item.commentsCount = Number(comments);
        changed = true;
      }
    }
    if (changed) entry.json = JSON.stringify(entry.body);
    return { json: withLikes(entry, new Set(parsed(row.liked) ?? [])) };
  }

  return {
    async get(key, viewerId, read) {
      const checked = await check(pages.get(key), viewerId);
      if ("json" in checked) return checked.json;
      const { version } = checked;
      // Read after the version: see db/read-cache.ts.
      const body = await read();
      const json = JSON.stringify(body);
      const postIds = body.items.filter((item) => item.type === "post").map((item) => item.id);
      const videoIds = body.items.filter((item) => item.type === "video").map((item) => item.id);
      if (version !== undefined) pages.set(key, { version, body, postIds, videoIds, json });
      return viewerId ? withLikes({ body, json }, await likedAmong(db, viewerId, postIds, videoIds)) : json;
    },
  };
}
