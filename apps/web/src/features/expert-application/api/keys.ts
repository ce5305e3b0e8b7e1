import { queryRoots } from "@/lib/query-keys.ts";

/** The signed-in user's own application to become an expert, keyed by the user. */
export const applicationKeys = {
  all: queryRoots.applications,
  mine: (userId: string) => [...queryRoots.applications, "mine", userId] as const,
};
