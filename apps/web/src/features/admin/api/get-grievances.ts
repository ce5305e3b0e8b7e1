import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** Concerns not closed, oldest first, each with its age against the 90-day limit. */
export const grievanceQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.grievances(),
    queryFn: ({ pageParam }) => unwrap(apiClient.admin.grievances.$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useGrievanceQueue() {
  return useInfiniteQuery(grievanceQueueQuery());
}

export type QueuedGrievance = InferResponseType<typeof apiClient.admin.grievances.$get, 200>["grievances"][number];
