import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardRoutes } from "@expertconnect/server/features/dashboard/dashboard.routes.ts";
import { api, unwrap } from "@/lib/api-client.ts";

const client = api<DashboardRoutes>("/api/dashboard");

export const dashboardStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: ["dashboard", "stats", userId],
    queryFn: () => unwrap(client.stats.$get()),
  });

export function useDashboardStats(userId: string | undefined) {
  return useQuery({ ...dashboardStatsQuery(userId ?? ""), enabled: Boolean(userId) });
}
