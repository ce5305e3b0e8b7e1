import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { reviewKeys } from "@/lib/query-keys.ts";

/** The client's own review of a booking, or null; read when the Rate & Review dialog opens. */
export const myReviewQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.own(bookingId),
    queryFn: () => unwrap(apiClient.reviews.bookings[":bookingId"].$get({ param: { bookingId } })),
  });

export function useMyReview(bookingId: string, enabled: boolean) {
  return useQuery({ ...myReviewQuery(bookingId), enabled });
}

export type OwnReview = NonNullable<InferResponseType<(typeof apiClient.reviews.bookings)[":bookingId"]["$get"], 200>["review"]>;
