import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { BookingTab } from "@expertconnect/shared/schemas/bookings";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { bookingKeys } from "./keys.ts";

/** The signed-in user's bookings of one tab, newest first, a page per server cursor. */
export const bookingsQuery = (userId: string, tab: BookingTab) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(userId, tab),
    queryFn: ({ pageParam }) => unwrap(apiClient.bookings.$get({ query: { tab, cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useBookings(userId: string, tab: BookingTab) {
  return useInfiniteQuery(bookingsQuery(userId, tab));
}

export type BookingListItem = InferResponseType<typeof apiClient.bookings.$get, 200>["bookings"][number];
