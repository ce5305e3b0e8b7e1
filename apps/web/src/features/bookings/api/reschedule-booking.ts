import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, expertDeskKeys, invalidate } from "@/lib/query-keys.ts";
import { bookingKeys } from "./keys.ts";

export interface RescheduleBookingInput {
  id: string;
  date: string;
  time: string;
}

export const rescheduleBooking = ({ id, date, time }: RescheduleBookingInput) =>
  unwrap(apiClient.bookings[":id"].reschedule.$post({ param: { id }, json: { date, time } }));

/** The client moves their booking to another free slot of the same expert; the payment stays with it. */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSettled: () => invalidate(queryClient, bookingKeys.all, dashboardKeys.all, expertDeskKeys.all),
  });
}
