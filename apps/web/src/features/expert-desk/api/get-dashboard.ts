import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertDeskKeys } from "@/lib/query-keys.ts";

export const fetchDashboard = () => unwrap(apiClient["expert-desk"].dashboard.$get());
export type ExpertDashboard = Awaited<ReturnType<typeof fetchDashboard>>;
export type DeskBooking = ExpertDashboard["today"][number];

/** The expert's bookings of today (IST, every status) and the next pending or confirmed ones. */
export const dashboardQuery = (userId: string) =>
  queryOptions({ queryKey: expertDeskKeys.dashboard(userId), queryFn: fetchDashboard, refetchInterval: 60_000 });

export function useExpertDashboard(userId: string) {
  return useQuery(dashboardQuery(userId));
}
