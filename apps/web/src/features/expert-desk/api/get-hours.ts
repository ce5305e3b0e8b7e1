import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertDeskKeys } from "@/lib/query-keys.ts";

export const fetchHours = () => unwrap(apiClient["expert-desk"].hours.$get());
export type ExpertHours = Awaited<ReturnType<typeof fetchHours>>;

/** The expert's weekly slots, days off and whether they take bookings at all. */
export const hoursQuery = (userId: string) => queryOptions({ queryKey: expertDeskKeys.hours(userId), queryFn: fetchHours });

export function useHours(userId: string) {
  return useQuery(hoursQuery(userId));
}
