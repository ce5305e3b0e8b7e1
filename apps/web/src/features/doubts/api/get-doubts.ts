import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { doubtKeys } from "./keys.ts";

const fetchDoubts = (cursor: string | undefined) => unwrap(apiClient.doubts.$get({ query: cursor ? { cursor } : {} }));

export type DoubtsPage = Awaited<ReturnType<typeof fetchDoubts>>;
export type Doubt = DoubtsPage["items"][number];

export const doubtsListQuery = () =>
  infiniteQueryOptions({
    queryKey: doubtKeys.list(),
    queryFn: ({ pageParam }) => fetchDoubts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDoubts() {
  return useInfiniteQuery(doubtsListQuery());
}
