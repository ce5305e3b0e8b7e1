import type { BookingTab } from "@expertconnect/shared/schemas/bookings";
import { queryRoots } from "@/lib/query-keys.ts";

/** Every bookings cache key; `all` covers the lists and the slot grids. */
export const bookingKeys = {
  all: queryRoots.bookings,
  lists: () => [...queryRoots.bookings, "list"] as const,
  list: (userId: string, tab: BookingTab) => [...queryRoots.bookings, "list", userId, tab] as const,
  slots: (expertId: string, date: string) => [...queryRoots.bookings, "slots", expertId, date] as const,
};
