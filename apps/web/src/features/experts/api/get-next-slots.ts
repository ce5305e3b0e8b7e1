import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertKeys } from "./keys.ts";

/** How long a card's next slots are taken as current: they follow bookings and the clock. */
const FRESH_MS = 30_000;

/** The next free slots of one Explore page's experts (docs/product.md#next-available), asked apart from the cached page. */
export const nextSlotsQuery = (ids: string[]) =>
  queryOptions({
    queryKey: expertKeys.nextSlots(ids),
    queryFn: () => unwrap(apiClient.experts["next-slots"].$get({ query: { ids } })),
    staleTime: FRESH_MS,
    enabled: ids.length > 0,
  });

export function useNextSlots(ids: string[]) {
  return useQuery(nextSlotsQuery(ids));
}

/** One expert's free slots of the next 7 days, for their page. */
export const freeSlotsQuery = (id: string) =>
  queryOptions({
    queryKey: expertKeys.freeSlots(id),
    queryFn: () => unwrap(apiClient.experts[":id"]["free-slots"].$get({ param: { id } })),
    staleTime: FRESH_MS,
  });

export function useFreeSlots(id: string) {
  return useQuery(freeSlotsQuery(id));
}
