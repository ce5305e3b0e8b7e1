import { queryRoots } from "@/lib/query-keys.ts";

/** Every people cache key (docs/product.md#profiles). */
export const peopleKeys = {
  all: queryRoots.people,
  detail: (id: string) => [...queryRoots.people, id] as const,
};
