import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Category } from "@expertconnect/shared/categories";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertKeys } from "./keys.ts";

/** The filter and sort fields of Explore's address (docs/product.md#explore-filters), as the form names them. */
export const EXPLORE_FILTER_FIELDS = ["available", "mode", "feeMin", "feeMax", "experience", "lang", "rating", "sort"] as const;

/**
 * The filters of an address, as one canonical query string (fields in a fixed order, languages
 * sorted, empty fields and the default sort left out): the cache key, and what a link carries.
 */
export function exploreFilters(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const field of EXPLORE_FILTER_FIELDS) {
    const values = [...new Set(params.getAll(field).map((v) => v.trim()))].filter((v) => v && !(field === "sort" && v === "relevance"));
    for (const value of field === "lang" ? values.sort() : values.slice(0, 1)) out.append(field, value);
  }
  return out.toString();
}

/** Explore's list: one category, an optional search and filters, a page per server cursor. */
export const expertsQuery = (category: Category, q: string, filters = "") =>
  infiniteQueryOptions({
    queryKey: expertKeys.list(category, q, filters),
    // Each page carries the search it answers: while the next search loads, the count line still
    // describes the results on screen ("0 found" of the last search, not "0 of 0 available").
    queryFn: async ({ pageParam }) => {
      const chosen = new URLSearchParams(filters);
      const one = (field: string) => chosen.get(field) ?? undefined;
      const lang = chosen.getAll("lang");
      const query = {
        category,
        q: q || undefined,
        cursor: pageParam,
        available: one("available"),
        mode: one("mode"),
        feeMin: one("feeMin"),
        feeMax: one("feeMax"),
        experience: one("experience"),
        lang: lang.length ? lang : undefined,
        rating: one("rating"),
        sort: one("sort"),
      };
      return { ...(await unwrap(apiClient.experts.$get({ query }))), search: q, filtered: filters !== "" };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, keep showing the last results of the same category.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === category ? previous : undefined),
  });

export function useExperts(category: Category, q: string, filters = "") {
  return useInfiniteQuery(expertsQuery(category, q, filters));
}

export type ExpertListItem = InferResponseType<typeof apiClient.experts.$get, 200>["experts"][number];
