import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { applicationKeys } from "./keys.ts";

export const fetchMyApplication = () => unwrap(apiClient.applications.mine.$get());
export type MyApplication = NonNullable<Awaited<ReturnType<typeof fetchMyApplication>>["application"]>;

/** The user's latest application (open or decided) with its documents, or null. */
export const myApplicationQuery = (userId: string) =>
  queryOptions({ queryKey: applicationKeys.mine(userId), queryFn: fetchMyApplication });

export function useMyApplication(userId: string) {
  return useQuery(myApplicationQuery(userId));
}
