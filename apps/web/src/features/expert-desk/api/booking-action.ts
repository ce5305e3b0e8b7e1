import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingAction } from "@expertconnect/shared/schemas/expert-side";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, expertDeskKeys, invalidate, queryRoots } from "@/lib/query-keys.ts";

export interface BookingActionInput {
  id: string;
  action: BookingAction;
  reason?: string;
  /** cancel only: the status the expert saw */
  expectedStatus?: "pending" | "confirmed";
}

// The status-change route reads its optional body itself, so the body goes as init.
export const runBookingAction = ({ id, action, reason, expectedStatus }: BookingActionInput) =>
  unwrap(
    apiClient.bookings[":id"][":action{confirm|decline|complete|no-show|cancel}"].$post(
      { param: { id, action } },
      { init: { body: JSON.stringify({ reason: reason || null, ...(expectedStatus ? { expectedStatus } : {}) }), headers: { "content-type": "application/json" } } },
    ),
  );

/** The expert moves a booking; won or lost, the desk, the bookings lists and Home's figures are read again. */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBookingAction,
    onSettled: () => invalidate(queryClient, expertDeskKeys.all, queryRoots.bookings, dashboardKeys.all),
  });
}
