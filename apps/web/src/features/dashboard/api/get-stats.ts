import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys } from "@/lib/query-keys.ts";

export const dashboardStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.stats(userId),
    queryFn: () => unwrap(apiClient.dashboard.stats.$get()),
  });

export function useDashboardStats(userId: string | undefined) {
  return useQuery({ ...dashboardStatsQuery(userId ?? ""), enabled: Boolean(userId) });
}
