import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { PastFilter } from "@expertconnect/shared/schemas/expert-side";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertDeskKeys } from "@/lib/query-keys.ts";

const fetchPast = (filter: PastFilter, cursor: string | undefined) => unwrap(apiClient["expert-desk"].past.$get({ query: { filter, cursor } }));
export type PastBooking = Awaited<ReturnType<typeof fetchPast>>["bookings"][number];

/** The expert's ended bookings that `filter` picks, newest slot first, a page per server cursor. */
export const pastQuery = (userId: string, filter: PastFilter) =>
  infiniteQueryOptions({
    queryKey: expertDeskKeys.past(userId, filter),
    queryFn: ({ pageParam }) => fetchPast(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePastBookings(userId: string, filter: PastFilter) {
  return useInfiniteQuery(pastQuery(userId, filter));
}
