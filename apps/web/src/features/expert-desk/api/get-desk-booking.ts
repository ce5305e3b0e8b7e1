import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertDeskKeys } from "@/lib/query-keys.ts";

const fetchDeskBooking = (id: string) => unwrap(apiClient["expert-desk"].bookings[":id"].$get({ param: { id } }));
export type DeskBookingDetail = Awaited<ReturnType<typeof fetchDeskBooking>>;
export type BookingHistoryEntry = DeskBookingDetail["history"][number];

/** One of the expert's bookings with its history (404 when it is not theirs). */
export const deskBookingQuery = (userId: string, id: string) =>
  queryOptions({ queryKey: expertDeskKeys.booking(userId, id), queryFn: () => fetchDeskBooking(id) });

export function useDeskBooking(userId: string, id: string) {
  return useQuery(deskBookingQuery(userId, id));
}
