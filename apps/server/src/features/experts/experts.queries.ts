/** Expert reads: Explore's keyset-paged, searchable list and one expert's full record. */
import { and, asc, count, desc, eq, gt, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import type { Category } from "@expertconnect/shared/categories";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { expertCounts, experts } from "../../db/schema/index.ts";

/** The public fields of spec §3 (the linked user account stays private). */
export const expertColumns = {
  id: experts.id,
  name: experts.name,
  category: experts.category,
  specialization: experts.specialization,
  rating: experts.rating,
  reviewsCount: experts.reviewsCount,
  experienceYears: experts.experienceYears,
  consultationFee: experts.consultationFee,
  isVerified: experts.isVerified,
  isAvailable: experts.isAvailable,
  bio: experts.bio,
  education: experts.education,
  languages: experts.languages,
};

type ExpertRow = NonNullable<Awaited<ReturnType<typeof getExpert>>>;

export interface ExpertCursor {
  rating: number;
  id: string;
}

/** Opaque to clients: "rating_id", base64url-encoded. */
export const encodeExpertCursor = (c: ExpertCursor) => Buffer.from(`${c.rating}_${c.id}`).toString("base64url");

export function decodeExpertCursor(raw: string, isId: (v: string) => boolean): ExpertCursor | null {
  const text = Buffer.from(raw, "base64url").toString("utf8");
  const [rating, id, ...rest] = text.split("_");
  const value = Number(rating);
  if (rest.length || !rating || !id || !Number.isFinite(value) || value < 0 || value > 5 || !isId(id)) return null;
  return { rating: value, id };
}

/**
 * Case-insensitive substring match, shaped as `lower(col) like '%' || lower($q) || '%'` so the
 * pg_trgm GIN indexes on lower(name) and lower(specialization) apply. The user's %, _ and \ are
 * escaped so they match themselves.
 */
function searchCondition(q: string): SQL {
  const escaped = q.replace(/[\\%_]/g, "\\$&");
  return sql`(lower(${experts.name}) like '%' || lower(${escaped}) || '%' or lower(${experts.specialization}) like '%' || lower(${escaped}) || '%')`;
}

const kept = (column: "total" | "available") =>
  sql<number>`(select ${sql.raw(`"${column}"`)} from ${expertCounts} where ${expertCounts.category} = ${sql.placeholder("category")})`.mapWith(Number);

/**
 * A category's page with its kept counts, as a prepared statement; `after` is the cursor condition
 * (`rating <= r` bounds the index scan, so a deep page starts at the cursor).
 */
const categoryPage = (db: Db, after: SQL | undefined, name: string) =>
  db
    .select({ ...expertColumns, keptTotal: kept("total"), keptAvailable: kept("available") })
    .from(experts)
    .where(and(eq(experts.category, sql.placeholder("category")), after))
    .orderBy(desc(experts.rating), asc(experts.id))
    .limit(PAGE_SIZE + 1)
    .prepare(name);
const categoryPageFirst = preparedPerDb((db) => categoryPage(db, undefined, "experts_page_first"));
const categoryPageAfter = preparedPerDb((db) =>
  categoryPage(
    db,
    and(
      lte(experts.rating, sql.placeholder("rating")),
      or(lt(experts.rating, sql.placeholder("rating")), and(eq(experts.rating, sql.placeholder("rating")), gt(experts.id, sql.placeholder("id")))),
    ),
    "experts_page_after",
  ),
);

export async function listExperts(db: Db, params: { category: Category; q?: string; cursor?: ExpertCursor | null }) {
  let page: ExpertRow[];
  let counts: { total: number; available: number } | undefined;
  if (params.q) {
    // A search reads its matches once (the category's trigram indexes), then takes the page and
    // both counts from that set: one scan and one round trip. The cursor applies to the page only.
    const matches = db
      .$with("matches")
      .as(db.select(expertColumns).from(experts).where(and(eq(experts.category, params.category), searchCondition(params.q))));
    const after = params.cursor
      ? or(lt(matches.rating, params.cursor.rating), and(eq(matches.rating, params.cursor.rating), gt(matches.id, params.cursor.id)))
      : undefined;
    const found = await db
      .with(matches)
      .select({
        ...matches._.selectedFields,
        matchTotal: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
        matchAvailable: sql<number>`(select count(*) from ${matches} where ${matches.isAvailable})`.mapWith(Number),
      })
      .from(matches)
      .where(after)
      .orderBy(desc(matches.rating), asc(matches.id))
      .limit(PAGE_SIZE + 1);
    page = found.map(({ matchTotal: _total, matchAvailable: _available, ...expert }) => expert);
    counts = found[0]
      ? { total: found[0].matchTotal, available: found[0].matchAvailable }
      : params.cursor
        ? (
            await db
              .select({ total: count(), available: sql<number>`count(*) filter (where ${experts.isAvailable})`.mapWith(Number) })
              .from(experts)
              .where(and(eq(experts.category, params.category), searchCondition(params.q)))
          )[0]
        : { total: 0, available: 0 };
  } else {
    // A category's counts are kept in expert_counts (by triggers on experts) and ride along with
    // the page as two primary-key subqueries: one round trip instead of two, prepared once.
    const found = await (params.cursor ? categoryPageAfter : categoryPageFirst)(db).execute({
      category: params.category,
      rating: params.cursor?.rating,
      id: params.cursor?.id,
    });
    page = found.map(({ keptTotal: _total, keptAvailable: _available, ...expert }) => expert);
    // A page past the end carries no counts: read them on their own then.
    counts = found[0]
      ? { total: found[0].keptTotal, available: found[0].keptAvailable }
      : (
          await db
            .select({ total: expertCounts.total, available: expertCounts.available })
            .from(expertCounts)
            .where(eq(expertCounts.category, params.category))
        )[0];
  }
  const hasMore = page.length > PAGE_SIZE;
  const items = hasMore ? page.slice(0, PAGE_SIZE) : page;
  const last = items.at(-1);
  return {
    experts: items,
    nextCursor: hasMore && last ? encodeExpertCursor({ rating: last.rating, id: last.id }) : null,
    total: counts?.total ?? 0,
    available: counts?.available ?? 0,
  };
}

const expertById = preparedPerDb((db) =>
  db.select(expertColumns).from(experts).where(eq(experts.id, sql.placeholder("id"))).prepare("expert_by_id"),
);

export async function getExpert(db: Db, id: string) {
  const [expert] = await expertById(db).execute({ id });
  return expert ?? null;
}
