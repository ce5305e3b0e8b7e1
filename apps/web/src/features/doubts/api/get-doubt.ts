import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { doubtKeys } from "./keys.ts";

export const doubtQuery = (id: string) =>
  queryOptions({
    queryKey: doubtKeys.detail(id),
    queryFn: () => unwrap(apiClient.doubts[":id"].$get({ param: { id } })),
  });

export function useDoubt(id: string) {
  return useQuery(doubtQuery(id));
}
