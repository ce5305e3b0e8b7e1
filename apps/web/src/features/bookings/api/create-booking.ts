import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateBookingInput } from "@expertconnect/shared/schemas/bookings";
import { apiClient, unwrap } from "@/lib/api-client.ts";

export const createBooking = (input: CreateBookingInput) => unwrap(apiClient.bookings.$post({ json: input }));

/** Books a slot; afterwards (won or lost) the lists and the slot grid are read again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
