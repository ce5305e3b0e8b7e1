/**
 * Explore's pages, kept per server instance as the JSON they were sent as, and served again only
 * while their category's version in expert_counts is the one they were read under. Triggers on
 * experts draw a new version (from a sequence, so a value never returns) with every statement that
 * changes the category (migrations 0003 and 0004), so a cached page is never stale: a hit costs one
 * primary-key read instead of the page's query, and every instance sees every change at once. The
 * cache is bounded by size and holds nothing that matters: losing it only costs the next read.
 */
import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Category } from "@expertconnect/shared/categories";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { expertCounts } from "../../db/schema/index.ts";

const versionOf = preparedPerDb((db) =>
  db
    .select({ version: expertCounts.version })
    .from(expertCounts)
    .where(eq(expertCounts.category, sql.placeholder("category")))
    .prepare("expert_counts_version"),
);

export interface ExpertPageCache {
  /** The page's JSON: from the cache while the category is unchanged, else from `read` (and kept). */
  get(category: Category, key: string, read: () => Promise<unknown>): Promise<string>;
}

export function createExpertPageCache(db: Db, maxBytes = 8 * 1024 * 1024): ExpertPageCache {
  const pages = new LRUCache<string, { version: number; json: string }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.json.length + key.length,
  });
  return {
    async get(category, key, read) {
      const [row] = await versionOf(db).execute({ category });
      const cacheKey = `${category}\n${key}`;
      const kept = row && pages.get(cacheKey);
      if (kept && kept.version === row.version) return kept.json;
      // Read after the version: the page is at least as new as that version, so keeping it under
      // that version can never serve an older page than the database holds once the version moves.
      const json = JSON.stringify(await read());
      if (row) pages.set(cacheKey, { version: row.version, json });
      return json;
    },
  };
}
