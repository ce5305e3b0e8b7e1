/** Expert reads: Explore's keyset-paged, searchable list and one expert's full record. */
import { and, asc, count, desc, eq, gt, isNull, lt, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { CATEGORIES as CATEGORY_IDS, type Category } from "@expertconnect/shared/categories";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { literalLimit, preparedPerDb } from "../../db/prepared.ts";
import { expertCounts, experts } from "../../db/schema/index.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";

/** The public fields of an expert, docs/product.md#expert-detail (the linked user account stays private). */
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

// A list item: the page's fields without what only one expert's page shows.
type ExpertRow = Omit<NonNullable<Awaited<ReturnType<typeof getExpert>>>, "registrationNumber" | "registrationCouncil" | "enrolledOn">;

/** The list is paged by rating, so a page cursor's key is a rating in this range. */
export const RATING_CURSOR_RANGE = { min: 0, max: 5 } as const;

/**
 * Case-insensitive substring match, shaped as `lower(col) like '%' || lower($q) || '%'` so the
 * pg_trgm GIN indexes on lower(name) and lower(specialization) apply. The user's %, _ and \ are
 * escaped (escapeLike) so they match themselves.
 */
const matchesSearch = (q: SQL | Placeholder | string) =>
  sql`(lower(${experts.name}) like '%' || lower(${q}) || '%' or lower(${experts.specialization}) like '%' || lower(${q}) || '%')`;
const escapeLike = (q: string) => q.replace(/[\\%_]/g, "\\$&");
/** A suspended expert is hidden from Explore and from their page (migration 0009 counts likewise). */
const listed = isNull(experts.suspendedAt);

/**
 * A search reads its matches once (the category's trigram indexes), then takes the page and both
 * counts from that set: one scan and one round trip; the cursor applies to the page only. Prepared
 * once per category, with the category written into the SQL: the trigram indexes are partial (one
 * per category), and only a literal category lets a reused plan use them. Planning this query
 * costs about as much as running it, so preparing it roughly halves the database's work.
 */
const searchPage = (db: Db, category: Category, withCursor: boolean) => {
  const matches = db
    .$with("matches")
    .as(
      db
        .select(expertColumns)
        .from(experts)
        .where(and(sql`${experts.category} = ${sql.raw(`'${category}'`)}`, listed, matchesSearch(sql.placeholder("q")))),
    );
  const rating = sql.placeholder("rating");
  const after = withCursor
    ? or(lt(matches.rating, rating), and(eq(matches.rating, rating), gt(matches.id, sql.placeholder("id"))))
    : undefined;
  return db
    .with(matches)
    .select({
      ...matches._.selectedFields,
      matchTotal: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
      matchAvailable: sql<number>`(select count(*) from ${matches} where ${matches.isAvailable})`.mapWith(Number),
    })
    .from(matches)
    .where(after)
    .orderBy(desc(matches.rating), asc(matches.id))
    .limit(literalLimit(PAGE_SIZE + 1))
    .prepare(`experts_search_${category}_${withCursor ? "after" : "first"}`);
};
const searchPages = preparedPerDb((db) =>
  Object.fromEntries(CATEGORY_IDS.map((c) => [c, [searchPage(db, c, false), searchPage(db, c, true)] as const])) as Record<
    Category,
    readonly [ReturnType<typeof searchPage>, ReturnType<typeof searchPage>]
  >,
);

const kept = (column: "total" | "available") =>
  sql<number>`(select ${sql.raw(`"${column}"`)} from ${expertCounts} where ${expertCounts.category} = ${sql.placeholder("category")})`.mapWith(Number);

/** A category's page with its kept counts, as a prepared statement; `where` narrows the category. */
const categoryPage = (db: Db, where?: SQL) =>
  db
    .select({ ...expertColumns, keptTotal: kept("total"), keptAvailable: kept("available") })
    .from(experts)
    .where(and(eq(experts.category, sql.placeholder("category")), listed, where))
    .orderBy(desc(experts.rating), asc(experts.id))
    .limit(literalLimit(PAGE_SIZE + 1));
const categoryPageFirst = preparedPerDb((db) => categoryPage(db).prepare("experts_page_first"));
/**
 * The page after a cursor (rating r, id x) in (rating desc, id asc) order is "rating = r and id > x"
 * followed by "rating < r": two exact ranges of the (category, rating desc, id) index, merged. One
 * condition `rating < r or (rating = r and id > x)` would instead walk, and fetch from the heap,
 * every expert rated r before the cursor (hundreds on a deep page).
 */
const categoryPageAfter = preparedPerDb((db) => {
  const rating = sql.placeholder("rating");
  return unionAll(categoryPage(db, and(eq(experts.rating, rating), gt(experts.id, sql.placeholder("id")))), categoryPage(db, lt(experts.rating, rating)))
    .orderBy(desc(sql`rating`), asc(sql`id`))
    .limit(literalLimit(PAGE_SIZE + 1))
    .prepare("experts_page_after");
});

export async function listExperts(db: Db, params: { category: Category; q?: string; cursor?: Cursor<number> | null }) {
  let page: ExpertRow[];
  let counts: { total: number; available: number } | undefined;
  if (params.q) {
    const q = escapeLike(params.q);
    const found = await searchPages(db)[params.category][params.cursor ? 1 : 0].execute({ q, rating: params.cursor?.key, id: params.cursor?.id });
    page = found.map(({ matchTotal: _total, matchAvailable: _available, ...expert }) => expert);
    counts = found[0]
      ? { total: found[0].matchTotal, available: found[0].matchAvailable }
      : params.cursor
        ? (
            await db
              .select({ total: count(), available: sql<number>`count(*) filter (where ${experts.isAvailable})`.mapWith(Number) })
              .from(experts)
              .where(and(eq(experts.category, params.category), listed, matchesSearch(q)))
          )[0]
        : { total: 0, available: 0 };
  } else {
    // A category's counts are kept in expert_counts (by triggers on experts) and ride along with
    // the page as two primary-key subqueries: one round trip instead of two, prepared once.
    const found = await (params.cursor ? categoryPageAfter : categoryPageFirst)(db).execute({
      category: params.category,
      rating: params.cursor?.key,
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
    nextCursor: hasMore && last ? encodeCursor(last.rating, last.id) : null,
    total: counts?.total ?? 0,
    available: counts?.available ?? 0,
  };
}

/**
 * One expert's page adds the registration an admin checked (docs/product.md#doctors-registration):
 * a lawyer's enrolment number, State Bar Council and date of enrolment (#lawyers-enrolment).
 */
const expertPageColumns = {
  ...expertColumns,
  registrationNumber: experts.registrationNumber,
  registrationCouncil: experts.registrationCouncil,
  enrolledOn: experts.enrolledOn,
};

const expertById = preparedPerDb((db) =>
  db.select(expertPageColumns).from(experts).where(and(eq(experts.id, sql.placeholder("id")), listed)).prepare("expert_by_id"),
);

export async function getExpert(db: Db, id: string) {
  const [expert] = await expertById(db).execute({ id });
  return expert ?? null;
}
