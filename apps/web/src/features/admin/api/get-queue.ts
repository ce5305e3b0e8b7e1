import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** Applications waiting for a decision, oldest first, a page per server cursor. */
export const queueQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.queue(),
    queryFn: ({ pageParam }) => unwrap(apiClient.admin.applications.$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useQueue() {
  return useInfiniteQuery(queueQuery());
}
