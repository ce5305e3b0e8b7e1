import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { profileKeys } from "./keys.ts";

export const fetchProfile = () => unwrap(apiClient.profile.$get());
export type Profile = Awaited<ReturnType<typeof fetchProfile>>;

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: fetchProfile,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(userId ?? ""), enabled: Boolean(userId) });
}
