import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dataExportKeys } from "./keys.ts";

/** While a copy is being prepared the list is read again this often, so "ready" shows without a reload. */
const PREPARING_POLL_MS = 4000;

export const exportsQuery = (userId: string) =>
  queryOptions({
    queryKey: dataExportKeys.list(userId),
    queryFn: () => unwrap(apiClient.privacy.exports.$get()),
    refetchInterval: (query) =>
      query.state.data?.items.some((e) => e.status === "waiting" || e.status === "building") ? PREPARING_POLL_MS : false,
  });

export function useExports(userId: string) {
  return useQuery(exportsQuery(userId));
}

export type ExportList = InferResponseType<typeof apiClient.privacy.exports.$get, 200>;
export type ExportItem = ExportList["items"][number];

export const exportDownloadPath = (id: string) => apiClient.privacy.exports[":id"].download.$path({ param: { id } });
