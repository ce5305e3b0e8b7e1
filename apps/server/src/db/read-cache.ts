/**
 * Whole pages of public lists, kept per server instance as the JSON they were sent as, and served
 * again only while the list's version in the database is the one they were read under. Triggers
 * draw a new version (from a sequence, so a value never returns) with every statement that changes
 * what the list shows, in the writer's own transaction (migrations 0004 and 0006). So a cached page
 * is never stale: a hit costs one primary-key read instead of the page's query, and every instance
 * sees every change at once. The cache is bounded by size and holds nothing that matters: losing it
 * only costs the next read.
 */
import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "./client.ts";
import { preparedPerDb } from "./prepared.ts";
import { readVersions } from "./schema/index.ts";

export const DEFAULT_CACHE_BYTES = 8 * 1024 * 1024;

/** The lists versioned in read_versions (migration 0006); Explore's categories are in expert_counts. */
export type ReadList = "feed" | "doubts";

const readVersion = preparedPerDb((db) =>
  db
    .select({ version: readVersions.version })
    .from(readVersions)
    .where(eq(readVersions.name, sql.placeholder("name")))
    .prepare("read_version"),
);

/** The current version of a list; undefined only if its row is missing (then nothing is cached). */
export async function listVersion(db: Db, list: ReadList): Promise<number | undefined> {
  const [row] = await readVersion(db).execute({ name: list });
  return row?.version;
}

export interface ReadCache<Scope extends string> {
  /** The page's JSON: from the cache while its scope's version stands, else from `read` (and kept). */
  get(scope: Scope, key: string, read: () => Promise<unknown>): Promise<string>;
}

export function createReadCache<Scope extends string>(
  versionOf: (scope: Scope) => Promise<number | undefined>,
  maxBytes = DEFAULT_CACHE_BYTES,
): ReadCache<Scope> {
  const pages = new LRUCache<string, { version: number; json: string }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.json.length + key.length,
  });
  return {
    async get(scope, key, read) {
      const version = await versionOf(scope);
      const cacheKey = `${scope}\n${key}`;
      const kept = version === undefined ? undefined : pages.get(cacheKey);
      if (kept && kept.version === version) return kept.json;
      // Read after the version: the page is at least as new as that version, so keeping it under
      // that version can never serve an older page than the database holds once the version moves.
      const json = JSON.stringify(await read());
      if (version !== undefined) pages.set(cacheKey, { version, json });
      return json;
    },
  };
}

/** Pages of the lists versioned in read_versions (the doubts board's; the feed adds live view counts: feed.cache.ts). */
export function createListCache(db: Db, maxBytes = DEFAULT_CACHE_BYTES): ReadCache<ReadList> {
  return createReadCache((list: ReadList) => listVersion(db, list), maxBytes);
}
