import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HoursInput } from "@expertconnect/shared/schemas/expert-side";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertDeskKeys, invalidate, meKeys, queryRoots } from "@/lib/query-keys.ts";

export const updateHours = (input: HoursInput) => unwrap(apiClient["expert-desk"].hours.$put({ json: input }));

/** Saves the hours; the desk, /api/me (is_available), slot grids and Explore are read again. */
export function useUpdateHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHours,
    onSettled: () => invalidate(queryClient, expertDeskKeys.all, meKeys.all, queryRoots.bookings, queryRoots.experts),
  });
}
