import { queryRoots } from "@/lib/query-keys.ts";

/** The signed-in person's concerns (docs/product.md#grievances). */
export const grievanceKeys = {
  all: queryRoots.grievances,
  mine: () => [...queryRoots.grievances, "mine"] as const,
};
