import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** The moderators' queue: reported items, newest report first, then hidden ones (docs/product.md#moderation). */
export const reportsQuery = () =>
  queryOptions({
    queryKey: adminKeys.reports(),
    queryFn: () => unwrap(apiClient.admin.reports.$get()),
  });

export type ReportedItem = Awaited<ReturnType<NonNullable<ReturnType<typeof reportsQuery>["queryFn"]>>>["items"][number];

export function useReports() {
  return useQuery(reportsQuery());
}
