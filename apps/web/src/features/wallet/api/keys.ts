import { queryRoots } from "@/lib/query-keys.ts";

/** Every wallet cache key, per user: the balances, each account's transactions, one top-up order. */
export const walletKeys = {
  all: queryRoots.wallet,
  summary: (userId: string) => [...queryRoots.wallet, userId, "summary"] as const,
  transactions: (userId: string, account: "main" | "earnings") => [...queryRoots.wallet, userId, "transactions", account] as const,
  payoutAccount: (userId: string) => [...queryRoots.wallet, userId, "payout-account"] as const,
  payouts: (userId: string) => [...queryRoots.wallet, userId, "payouts"] as const,
  order: (orderId: string) => [...queryRoots.wallet, "order", orderId] as const,
};
