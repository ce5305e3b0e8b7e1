import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { bookingKeys } from "./keys.ts";

/** Which of the day's 18 slots are free, taken or past, for one expert. */
export const slotsQuery = (expertId: string, date: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(expertId, date),
    queryFn: () => unwrap(apiClient.bookings.slots.$get({ query: { expertId, date } })),
    staleTime: 10_000,
  });

export function useSlots(expertId: string, date: string) {
  return useQuery({ ...slotsQuery(expertId, date), enabled: Boolean(date) });
}
