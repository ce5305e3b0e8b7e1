import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { reviewKeys } from "@/lib/query-keys.ts";

/** An expert's reviews, newest first, a page per server cursor. */
export const expertReviewsQuery = (expertId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.expert(expertId),
    queryFn: ({ pageParam }) => unwrap(apiClient.reviews.experts[":expertId"].$get({ param: { expertId }, query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useExpertReviews(expertId: string) {
  return useInfiniteQuery(expertReviewsQuery(expertId));
}

export type ExpertReview = InferResponseType<(typeof apiClient.reviews.experts)[":expertId"]["$get"], 200>["reviews"][number];
