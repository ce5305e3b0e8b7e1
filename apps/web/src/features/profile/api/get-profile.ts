import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileRoutes } from "@expertconnect/server/features/profile/profile.routes.ts";
import { api, unwrap } from "@/lib/api-client.ts";

const client = api<ProfileRoutes>("/api/profile");

export const fetchProfile = () => unwrap(client.index.$get());
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
