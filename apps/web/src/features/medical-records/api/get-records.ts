import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { recordKeys } from "./keys.ts";

/** The user's records (notes of their consultations and their uploads), newest first, a page per cursor. */
export const recordsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: recordKeys.list(userId),
    queryFn: ({ pageParam }) => unwrap(apiClient["medical-records"].$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useRecords(userId: string) {
  return useInfiniteQuery(recordsQuery(userId));
}

export type RecordItem = InferResponseType<(typeof apiClient)["medical-records"]["$get"], 200>["items"][number];
