import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** The payouts queue: totals by state (on every page) and the payouts, newest first. */
export const payoutQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.payouts(),
    queryFn: ({ pageParam }) => unwrap(apiClient.admin.payouts.$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePayoutQueue() {
  return useInfiniteQuery(payoutQueueQuery());
}

export type QueuedPayout = InferResponseType<typeof apiClient.admin.payouts.$get, 200>["payouts"][number];
