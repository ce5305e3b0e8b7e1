/** An expert's payouts: the list (newest first, a page per cursor) and requesting one. */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { walletKeys } from "./keys.ts";

export const payoutsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.payouts(userId),
    queryFn: ({ pageParam }) => unwrap(apiClient.payouts.$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A payout on its way is read again until the provider has answered.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.payouts.some((p) => p.status === "requested" || p.status === "processing")) ? IN_FLIGHT_POLL_MS : false,
  });

const IN_FLIGHT_POLL_MS = 3000;

export function usePayouts(userId: string) {
  return useInfiniteQuery(payoutsQuery(userId));
}

export type Payout = InferResponseType<typeof apiClient.payouts.$get, 200>["payouts"][number];

/** Requests a payout of everything available; the balances and lists are read again after it. */
export function useRequestPayout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(apiClient.payouts.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...walletKeys.all, userId] }),
  });
}
