import { queryRoots } from "@/lib/query-keys.ts";

/** Every profile cache key; keyed by the user, so one account never sees another's cached profile. */
export const profileKeys = {
  all: queryRoots.profile,
  detail: (userId: string) => [...queryRoots.profile, userId] as const,
};
