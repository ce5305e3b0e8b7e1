import type { Category } from "@expertconnect/shared/categories";
import { queryRoots } from "@/lib/query-keys.ts";

/** Every experts cache key. */
export const expertKeys = {
  all: queryRoots.experts,
  list: (category: Category, q: string, filters = "") => [...queryRoots.experts, "list", category, q, filters] as const,
  detail: (id: string) => [...queryRoots.experts, "detail", id] as const,
  nextSlots: (ids: string[]) => [...queryRoots.experts, "next-slots", ids.join(",")] as const,
  freeSlots: (id: string) => [...queryRoots.experts, "free-slots", id] as const,
  listingNotice: [...queryRoots.experts, "listing-notice"] as const,
};
