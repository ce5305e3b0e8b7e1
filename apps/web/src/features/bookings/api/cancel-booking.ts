import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, expertDeskKeys, invalidate } from "@/lib/query-keys.ts";
import { bookingKeys } from "./keys.ts";

export interface CancelBookingInput {
  id: string;
  /** the status the person saw: if the expert has moved the booking since, the server refuses (409) */
  expectedStatus: "pending" | "confirmed";
  reason?: string;
}

// The status-change route reads its optional body itself, so the client sends it as init.
export const cancelBooking = ({ id, expectedStatus, reason }: CancelBookingInput) =>
  unwrap(
    apiClient.bookings[":id"][":action{confirm|decline|complete|no-show|cancel}"].$post(
      { param: { id, action: "cancel" } },
      { init: { body: JSON.stringify({ expectedStatus, reason: reason || null }), headers: { "content-type": "application/json" } } },
    ),
  );

/** The client cancels their own booking; won or lost, the lists, slots, figures and expert desk are read again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => invalidate(queryClient, bookingKeys.all, dashboardKeys.all, expertDeskKeys.all),
  });
}
