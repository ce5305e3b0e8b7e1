import { queryRoots } from "@/lib/query-keys.ts";

/** Every doubts cache key; `all` refreshes the board, each doubt and its answers at once. */
export const doubtKeys = {
  all: queryRoots.doubts,
  list: () => [...queryRoots.doubts, "list"] as const,
  detail: (id: string) => [...queryRoots.doubts, "detail", id] as const,
  answers: (doubtId: string) => [...queryRoots.doubts, "answers", doubtId] as const,
};
