/**
 * Explore with filters or a sort other than the default (docs/product.md#explore-filters): one
 * statement reads the category's matches once, counts them and takes the page after a keyset
 * cursor. Every order is a tuple of numbers, ascending, then the id, so one row comparison pages
 * through any of them; availability comes from the database's expert_free_slots (migration 0028).
 */
import { sql, type SQL } from "drizzle-orm";
import { APP_TIME_ZONE, PAGE_SIZE } from "@expertconnect/shared/constants";
import { EXPLORE_AVAILABILITY_DAYS, type ExploreAvailability, type ExploreSort } from "@expertconnect/shared/messages/experts";
import type { Category } from "@expertconnect/shared/categories";
import { rows, type Db } from "../../db/client.ts";
import { isUuid } from "../../lib/errors.ts";

export interface ExploreFilters {
  q?: string;
  available?: ExploreAvailability;
  mode?: string;
  feeMin?: number;
  feeMax?: number;
  experience?: number;
  lang?: string[];
  rating?: "4";
  sort?: ExploreSort;
}

/** True when the list needs this module rather than the plain category page. */
export const hasFilters = (f: ExploreFilters) =>
  Boolean(f.available || f.mode || f.feeMin !== undefined || f.feeMax !== undefined || f.experience !== undefined || f.lang?.length || f.rating) ||
  (f.sort !== undefined && f.sort !== "relevance");

/** Whether the answer depends on the time and on bookings, which no cached page version follows. */
export const dependsOnTime = (f: ExploreFilters) => Boolean(f.available) || f.sort === "earliest";

/** Sorting after the last slot of the week: no free slot sorts last ("infinity" as a number). */
const NO_SLOT = 1e12;

/**
 * The sort keys of each order, all ascending (a descending one is negated), before the id. With
 * ratings hidden (LISTING_RULES=strict, lawyers and CAs: docs/product.md#listing-rules) no order
 * reads the rating: relevance is experience, most first, which also breaks the other orders' ties.
 */
const sortKeys = (sort: ExploreSort, ratingsHidden = false): SQL[] => {
  const rating = ratingsHidden ? sql`-e.experience_years` : sql`-e.rating`;
  if (ratingsHidden && (sort === "relevance" || sort === "experience")) return [rating];
  switch (sort) {
    case "earliest":
      return [sql`coalesce(extract(epoch from e.next_free), ${NO_SLOT})`, rating];
    case "fee":
      return [sql`e.consultation_fee`, rating];
    case "rating":
      return [rating, sql`-e.reviews_count`];
    case "experience":
      return [sql`-e.experience_years`, rating];
    case "relevance":
      return [rating];
  }
};

export const filterCursorLength = (sort: ExploreSort, ratingsHidden = false) => sortKeys(sort, ratingsHidden).length;

export function encodeFilterCursor(keys: number[], id: string): string {
  return Buffer.from(JSON.stringify([...keys, id]), "utf8").toString("base64url");
}

/** The cursor of one order, or null when this server did not make it (the route answers 400). */
export function decodeFilterCursor(raw: string, sort: ExploreSort, ratingsHidden = false): { keys: number[]; id: string } | null {
  if (raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const n = filterCursorLength(sort, ratingsHidden);
  if (!Array.isArray(parsed) || parsed.length !== n + 1) return null;
  const keys: unknown[] = parsed.slice(0, n);
  const id: unknown = parsed[n];
  if (!keys.every((k) => typeof k === "number" && Number.isFinite(k) && Math.abs(k) <= NO_SLOT)) return null;
  if (typeof id !== "string" || !isUuid(id)) return null;
  return { keys: keys as number[], id: id.toLowerCase() };
}

/** The IST midnight that starts `days` after today (of `now`), as a timestamptz. */
const dayStart = (now: SQL, days: number) => sql`((((${now} at time zone ${APP_TIME_ZONE})::date + ${days}::int)::timestamp) at time zone ${APP_TIME_ZONE})`;
const dayOf = (now: SQL, days: number) => sql`((${now} at time zone ${APP_TIME_ZONE})::date + ${days}::int)`;

/** The expert `e`'s first free slot from `from` to the end of the IST day `until`, or null. */
export const firstFreeSql = (from: SQL, until: SQL) =>
  sql`(select s from expert_free_slots(e.id, e.weekly_hours, e.is_available and e.suspended_at is null, ${from}, ${until}) s limit 1)`;

const availabilityWindow = (available: ExploreAvailability, now: SQL): [SQL, SQL] => {
  switch (available) {
    case "today":
      return [now, dayOf(now, 0)];
    case "tomorrow":
      return [sql`greatest(${now}, ${dayStart(now, 1)})`, dayOf(now, 1)];
    case "week":
      return [now, dayOf(now, EXPLORE_AVAILABILITY_DAYS - 1)];
  }
};

export interface FilteredRow {
  id: string;
  name: string;
  category: string;
  specialization: string;
  /** null when hidden (LISTING_RULES=strict, lawyers and CAs) */
  rating: number | null;
  reviewsCount: number | null;
  experienceYears: number;
  consultationFee: number;
  isVerified: boolean;
  isAvailable: boolean;
  bio: string | null;
  education: string | null;
  languages: string[];
}

interface RawRow {
  id: string | null;
  name: string;
  category: string;
  specialization: string;
  rating: string | number;
  reviews_count: number;
  experience_years: number;
  consultation_fee: number;
  is_verified: boolean;
  is_available: boolean;
  bio: string | null;
  education: string | null;
  languages: string[];
  keys: Array<string | number>;
  total: string | number;
  available_count: string | number;
}

export async function listFilteredExperts(
  db: Db,
  params: { category: Category; filters: ExploreFilters; cursor: { keys: number[]; id: string } | null; now: Date; ratingsHidden?: boolean },
) {
  const hidden = params.ratingsHidden ?? false;
  const f = params.filters;
  const sort = f.sort ?? "relevance";
  const now = sql`${params.now.toISOString()}::timestamptz`;
  const where: SQL[] = [sql`e.category = ${params.category}`, sql`e.suspended_at is null`];
  if (f.q) {
    const q = f.q.replace(/[\\%_]/g, "\\$&");
    where.push(sql`(lower(e.name) like '%' || lower(${q}) || '%' or lower(e.specialization) like '%' || lower(${q}) || '%')`);
  }
  if (f.mode) where.push(sql`e.consultation_modes @> array[${f.mode}]::text[]`);
  if (f.feeMin !== undefined) where.push(sql`e.consultation_fee >= ${f.feeMin}`);
  if (f.feeMax !== undefined) where.push(sql`e.consultation_fee <= ${f.feeMax}`);
  if (f.experience !== undefined) where.push(sql`e.experience_years >= ${f.experience}`);
  if (f.lang?.length) where.push(sql`e.languages && ${sql`array[${sql.join(f.lang.map((l) => sql`${l}`), sql`, `)}]::text[]`}`);
  if (f.rating) where.push(sql`e.rating >= 4`);
  // "Within 7 days" sorted by the earliest slot asks the same question twice: the sort's first free
  // slot of the week is then read once per candidate, and the filter keeps those that have one.
  const sameWindow = f.available === "week" && sort === "earliest";
  if (f.available && !sameWindow) {
    const [from, until] = availabilityWindow(f.available, now);
    where.push(sql`${firstFreeSql(from, until)} is not null`);
  }
  const nextFree = sort === "earliest" ? firstFreeSql(now, dayOf(now, EXPLORE_AVAILABILITY_DAYS - 1)) : sql`null::timestamptz`;
  // offset 0 keeps the planner from copying next_free's subquery into the outer filter (run twice).
  const candidates = sql`select e.*, ${nextFree} as next_free from experts e where ${sql.join(where, sql` and `)}`;
  const matching = sameWindow ? sql`select * from (${candidates} offset 0) e where e.next_free is not null` : candidates;
  const keys = sortKeys(sort, hidden);
  const keyList = sql.join(keys, sql`, `);
  const after = params.cursor
    ? sql`where (${keyList}, e.id) > (${sql.join(
        params.cursor.keys.map((k) => sql`${k}::numeric`),
        sql`, `,
      )}, ${params.cursor.id}::uuid)`
    : sql``;
  const found = await rows<RawRow>(
    db,
    sql`with matches as (${matching}),
        counts as (select count(*) as total, count(*) filter (where is_available) as available_count from matches)
        select p.*, c.total, c.available_count from counts c left join lateral (
          select e.id, e.name, e.category, e.specialization, e.rating, e.reviews_count, e.experience_years, e.consultation_fee,
            e.is_verified, e.is_available, e.bio, e.education, e.languages, to_json(array[${keyList}]) as keys
          from matches e ${after}
          order by ${keyList}, e.id
          limit ${sql.raw(String(PAGE_SIZE + 1))}
        ) p on true`,
  );
  const counts = { total: Number(found[0]?.total ?? 0), available: Number(found[0]?.available_count ?? 0) };
  const page = found.filter((r): r is RawRow & { id: string } => r.id !== null);
  const hasMore = page.length > PAGE_SIZE;
  const items = hasMore ? page.slice(0, PAGE_SIZE) : page;
  const last = items.at(-1);
  return {
    experts: items.map(
      (r): FilteredRow => ({
        id: r.id,
        name: r.name,
        category: r.category,
        specialization: r.specialization,
        rating: hidden ? null : Number(r.rating),
        reviewsCount: hidden ? null : r.reviews_count,
        experienceYears: r.experience_years,
        consultationFee: r.consultation_fee,
        isVerified: r.is_verified,
        isAvailable: r.is_available,
        bio: r.bio,
        education: r.education,
        languages: r.languages,
      }),
    ),
    nextCursor: hasMore && last ? encodeFilterCursor(last.keys.map(Number), last.id) : null,
    ...counts,
  };
}
