import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Category } from "@expertconnect/shared/categories";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertKeys } from "./keys.ts";

/** Explore's list: one category, an optional search, a page per server cursor. */
export const expertsQuery = (category: Category, q: string) =>
  infiniteQueryOptions({
    queryKey: expertKeys.list(category, q),
    // Each page carries the search it answers: while the next search loads, the count line still
    // describes the results on screen ("0 found" of the last search, not "0 of 0 available").
    queryFn: async ({ pageParam }) => ({
      ...(await unwrap(apiClient.experts.$get({ query: { category, q: q || undefined, cursor: pageParam } }))),
      search: q,
    }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, keep showing the last results of the same category.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === category ? previous : undefined),
  });

export function useExperts(category: Category, q: string) {
  return useInfiniteQuery(expertsQuery(category, q));
}

export type ExpertListItem = InferResponseType<typeof apiClient.experts.$get, 200>["experts"][number];
