import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";

export const fetchProfile = () => unwrap(apiClient.profile.$get());
export type Profile = Awaited<ReturnType<typeof fetchProfile>>;

/** Keyed by the user, so one account never sees another's cached profile after switching. */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: ["profile", userId],
    queryFn: fetchProfile,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(userId ?? ""), enabled: Boolean(userId) });
}
