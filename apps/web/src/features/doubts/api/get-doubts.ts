import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";

const fetchDoubts = (cursor: string | undefined) => unwrap(apiClient.doubts.$get({ query: cursor ? { cursor } : {} }));

export type DoubtsPage = Awaited<ReturnType<typeof fetchDoubts>>;
export type Doubt = DoubtsPage["items"][number];

/** Every doubts cache entry starts with this key, so one invalidation refreshes them all. */
export const DOUBTS_KEY = ["doubts"] as const;

export const doubtsListQuery = () =>
  infiniteQueryOptions({
    queryKey: [...DOUBTS_KEY, "list"],
    queryFn: ({ pageParam }) => fetchDoubts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDoubts() {
  return useInfiniteQuery(doubtsListQuery());
}
