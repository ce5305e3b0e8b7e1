import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** The admin audit log, newest first. */
export const auditQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam }) => unwrap(apiClient.admin.audit.$get({ query: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAudit() {
  return useInfiniteQuery(auditQuery());
}
