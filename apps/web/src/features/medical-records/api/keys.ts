import { queryRoots } from "@/lib/query-keys.ts";

/** Every medical-records cache key. */
export const recordKeys = {
  all: queryRoots.records,
  list: (userId: string) => [...queryRoots.records, "list", userId] as const,
};
