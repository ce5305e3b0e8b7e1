import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";

export const dashboardStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: ["dashboard", "stats", userId],
    queryFn: () => unwrap(apiClient.dashboard.stats.$get()),
  });

export function useDashboardStats(userId: string | undefined) {
  return useQuery({ ...dashboardStatsQuery(userId ?? ""), enabled: Boolean(userId) });
}
