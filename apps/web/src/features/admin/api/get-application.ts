import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

export const fetchApplication = (id: string) => unwrap(apiClient.admin.applications[":id"].$get({ param: { id } }));
export type AdminApplication = Awaited<ReturnType<typeof fetchApplication>>;

/** One application with its documents and applicant. */
export const applicationQuery = (id: string) => queryOptions({ queryKey: adminKeys.application(id), queryFn: () => fetchApplication(id) });

export function useApplication(id: string) {
  return useQuery(applicationQuery(id));
}
