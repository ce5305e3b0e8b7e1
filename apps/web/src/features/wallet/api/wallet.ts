/** The wallet's reads and writes through the one API client. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ConfirmTopUp, TestPayment } from "@expertconnect/shared/schemas/wallet";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate, queryRoots } from "@/lib/query-keys.ts";
import { walletKeys } from "./keys.ts";

export const fetchWallet = () => unwrap(apiClient.wallet.$get());
export type WalletSummary = Awaited<ReturnType<typeof fetchWallet>>;

export const walletQuery = (userId: string) => queryOptions({ queryKey: walletKeys.summary(userId), queryFn: fetchWallet });

export function useWallet(userId: string | undefined) {
  return useQuery({ ...walletQuery(userId ?? ""), enabled: Boolean(userId) });
}

export type Account = "main" | "earnings";

/** One account's entries, newest first, a page per server cursor. */
export const transactionsQuery = (userId: string, account: Account) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(userId, account),
    queryFn: ({ pageParam }) => unwrap(apiClient.wallet.transactions.$get({ query: { account, cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useTransactions(userId: string, account: Account) {
  return useInfiniteQuery(transactionsQuery(userId, account));
}

export type Transaction = InferResponseType<typeof apiClient.wallet.transactions.$get, 200>["transactions"][number];

export const createTopUp = (amountRupees: number) => unwrap(apiClient.wallet["top-ups"].$post({ json: { amountRupees } }));

export const fetchTopUp = (id: string) => unwrap(apiClient.wallet["top-ups"][":id"].$get({ param: { id } }));

export function useTopUpOrder(orderId: string) {
  return useQuery({ queryKey: walletKeys.order(orderId), queryFn: () => fetchTopUp(orderId) });
}

export const payTestCheckout = (payment: TestPayment) => unwrap(apiClient.wallet["test-checkout"].pay.$post({ json: payment }));

export const confirmTopUp = (proof: ConfirmTopUp) => unwrap(apiClient.wallet["top-ups"].confirm.$post({ json: proof }));

/** After money moves: the balances, the lists and the profile's balance are read again. */
export function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, walletKeys.all, queryRoots.profile, queryRoots.bookings, dashboardKeys.all);
}
