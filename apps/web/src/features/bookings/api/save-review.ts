import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewValues } from "@expertconnect/shared/schemas/records";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots, reviewKeys } from "@/lib/query-keys.ts";

/** Posts the first review of a booking, or changes the one already there. */
export const saveReview = ({ bookingId, values, edit }: { bookingId: string; values: ReviewValues; edit: boolean }) => {
  const route = apiClient.reviews.bookings[":bookingId"];
  return unwrap(edit ? route.$put({ param: { bookingId }, json: values }) : route.$post({ param: { bookingId }, json: values }));
};

/** The expert's rating moves with a review: their page and Explore are read again too. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSettled: () => invalidate(queryClient, reviewKeys.all, queryRoots.experts),
  });
}
