/**
 * The feed's pages, cached per instance under the feed's version in read_versions (db/read-cache.ts
 * explains why a cached page is never stale). A video's view counter is the one thing on a page
 * that changes without drawing a new version (a view is not a new page: migration 0006 ignores
 * views_count), so a page with videos on it reads their counters with the version, in the same
 * single query, and is sent with them.
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { DEFAULT_CACHE_BYTES, listVersion } from "../../db/read-cache.ts";
import type { FeedItem } from "./feed.queries.ts";

export interface FeedResponse {
  items: FeedItem[];
  nextCursor: string | null;
}

interface Entry {
  version: number;
  body: FeedResponse;
  /** the page's videos, in page order, whose counters are read on every hit */
  videoIds: string[];
  json: string;
}

interface VersionAndViews {
  version: number | string;
  views: Record<string, number> | string | null;
}

/** The feed's version and the view counts of the given videos (ids joined with commas). */
const versionAndViews = (ids: string) => sql`
  select r.version,
    (select json_object_agg(v.id, v.views_count) from doctor_videos v where v.id = any(string_to_array(${ids}, ',')::uuid[])) as views
  from read_versions r where r.name = 'feed'`;

export interface FeedPageCache {
  get(key: string, read: () => Promise<FeedResponse>): Promise<string>;
}

export function createFeedPageCache(db: Db, maxBytes = DEFAULT_CACHE_BYTES): FeedPageCache {
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // The body holds the same text again as objects: count it twice.
    sizeCalculation: (entry, key) => 2 * entry.json.length + key.length,
  });

  /**
   * The cached JSON if the feed is unchanged since `entry` was read (its view counters brought up to
   * date); else the feed's current version, under which the page is read again.
   */
  async function check(entry: Entry | undefined): Promise<{ json: string } | { version: number | undefined }> {
    if (!entry || entry.videoIds.length === 0) {
      const version = await listVersion(db, "feed");
      return entry && version === entry.version ? { json: entry.json } : { version };
    }
    const [row] = await preparedRows<VersionAndViews>(db, "feed_version_views", versionAndViews(entry.videoIds.join(",")));
    const version = row ? Number(row.version) : undefined;
    if (!row || version !== entry.version) return { version };
    const views = typeof row.views === "string" ? (JSON.parse(row.views) as Record<string, number>) : (row.views ?? {});
    let changed = false;
    for (const item of entry.body.items) {
      if (item.type !== "video") continue;
      const count = Number(views[item.id] ?? item.viewsCount);
      if (count !== item.viewsCount) {
        item.viewsCount = count;
        changed = true;
      }
    }
    if (changed) entry.json = JSON.stringify(entry.body);
    return { json: entry.json };
  }

  return {
    async get(key, read) {
      const checked = await check(pages.get(key));
      if ("json" in checked) return checked.json;
      const { version } = checked;
      // Read after the version: see db/read-cache.ts.
      const body = await read();
      const json = JSON.stringify(body);
      if (version !== undefined) {
        const videoIds = body.items.filter((item) => item.type === "video").map((item) => item.id);
        pages.set(key, { version, body, videoIds, json });
      }
      return json;
    },
  };
}
