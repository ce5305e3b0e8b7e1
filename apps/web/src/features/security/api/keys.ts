import { queryRoots } from "@/lib/query-keys.ts";

/** Every security cache key. */
export const securityKeys = {
  all: queryRoots.security,
  sessions: () => [...queryRoots.security, "sessions"] as const,
};
