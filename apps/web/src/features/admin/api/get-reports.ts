import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** The moderators' queue: reported items, newest report first, then hidden ones, and the people suspended (docs/product.md#moderation). */
export const reportsQuery = () =>
  queryOptions({
    queryKey: adminKeys.reports(),
    queryFn: () => unwrap(apiClient.admin.reports.$get()),
  });

type Reports = Awaited<ReturnType<NonNullable<ReturnType<typeof reportsQuery>["queryFn"]>>>;
export type ReportedItem = Reports["items"][number];
export type SuspendedPerson = Reports["suspended"][number];

export function useReports() {
  return useQuery(reportsQuery());
}
