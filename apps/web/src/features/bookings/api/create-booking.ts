import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateBookingInput } from "@expertconnect/shared/schemas/bookings";
import type { BookingsRoutes } from "@expertconnect/server/features/bookings/bookings.routes.ts";
import { api, unwrap } from "@/lib/api-client.ts";

const client = api<BookingsRoutes>("/api/bookings");

export const createBooking = (input: CreateBookingInput) => unwrap(client.index.$post({ json: input }));

/** Books a slot; afterwards (won or lost) the lists and the slot grid are read again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
