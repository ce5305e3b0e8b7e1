import { queryRoots } from "@/lib/query-keys.ts";

/** Admin screens' keys: the verification queue, one application, the audit log, payouts, concerns and pending erasures. */
export const adminKeys = {
  all: queryRoots.admin,
  queue: () => [...queryRoots.admin, "queue"] as const,
  application: (id: string) => [...queryRoots.admin, "application", id] as const,
  audit: () => [...queryRoots.admin, "audit"] as const,
  payouts: () => [...queryRoots.admin, "payouts"] as const,
  grievances: () => [...queryRoots.admin, "grievances"] as const,
  erasures: () => [...queryRoots.admin, "erasures"] as const,
  reports: () => [...queryRoots.admin, "reports"] as const,
};
