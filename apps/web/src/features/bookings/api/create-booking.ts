import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateBookingInput } from "@expertconnect/shared/schemas/bookings";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate } from "@/lib/query-keys.ts";
import { bookingKeys } from "./keys.ts";

export const createBooking = (input: CreateBookingInput) => unwrap(apiClient.bookings.$post({ json: input }));

/** Books a slot; afterwards (won or lost) the lists, the slot grid and Home's figures are read again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => invalidate(queryClient, bookingKeys.all, dashboardKeys.all),
  });
}
