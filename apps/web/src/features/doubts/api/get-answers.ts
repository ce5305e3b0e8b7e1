import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { doubtKeys } from "./keys.ts";

const fetchAnswers = (id: string, cursor: string | undefined) =>
  unwrap(apiClient.doubts[":id"].answers.$get({ param: { id }, query: cursor ? { cursor } : {} }));

export type Answer = Awaited<ReturnType<typeof fetchAnswers>>["items"][number];

export const answersQuery = (doubtId: string) =>
  infiniteQueryOptions({
    queryKey: doubtKeys.answers(doubtId),
    queryFn: ({ pageParam }) => fetchAnswers(doubtId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAnswers(doubtId: string, enabled = true) {
  return useInfiniteQuery({ ...answersQuery(doubtId), enabled });
}
