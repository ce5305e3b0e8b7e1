import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { grievanceKeys } from "./keys.ts";

/** The person's concerns with the replies, newest first, a page per server cursor. */
export const myGrievancesQuery = () =>
  infiniteQueryOptions({
    queryKey: grievanceKeys.mine(),
    queryFn: ({ pageParam }) => unwrap(apiClient.grievances.$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useMyGrievances() {
  return useInfiniteQuery(myGrievancesQuery());
}

export type MyGrievance = InferResponseType<typeof apiClient.grievances.$get, 200>["grievances"][number];
