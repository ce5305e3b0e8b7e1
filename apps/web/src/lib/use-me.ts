/**
 * GET /api/me: whether the signed-in user is an admin or an expert, and where their latest
 * application stands. Several screens (Profile, Consultation mode, Become an expert, the admin
 * screens) decide what to show from it, so it lives here rather than in one feature.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "./api-client.ts";
import { meKeys } from "./query-keys.ts";

export const fetchMe = () => unwrap(apiClient.me.$get());
export type Me = Awaited<ReturnType<typeof fetchMe>>;

export const meQuery = (userId: string) => queryOptions({ queryKey: meKeys.detail(userId), queryFn: fetchMe });

export function useMe(userId: string | undefined) {
  return useQuery({ ...meQuery(userId ?? ""), enabled: Boolean(userId) });
}
