/**
 * Explore's pages, cached (db/read-cache.ts) under their category's version in expert_counts:
 * triggers on experts draw a new one with every statement that changes the category (migrations
 * 0003 and 0004), so a page is served again only while nothing in its category has changed.
 */
import { eq, sql } from "drizzle-orm";
import type { Category } from "@expertconnect/shared/categories";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { createReadCache, DEFAULT_CACHE_BYTES, type ReadCache } from "../../db/read-cache.ts";
import { expertCounts } from "../../db/schema/index.ts";

const versionOf = preparedPerDb((db) =>
  db
    .select({ version: expertCounts.version })
    .from(expertCounts)
    .where(eq(expertCounts.category, sql.placeholder("category")))
    .prepare("expert_counts_version"),
);

export type ExpertPageCache = ReadCache<Category>;

export function createExpertPageCache(db: Db, maxBytes = DEFAULT_CACHE_BYTES): ExpertPageCache {
  return createReadCache<Category>(async (category) => (await versionOf(db).execute({ category }))[0]?.version, maxBytes);
}
