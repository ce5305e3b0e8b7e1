/** An expert's payout account: read it, and save a new one (bank or UPI, with the password). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { PayoutAccountInput } from "@expertconnect/shared/schemas/payouts";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { walletKeys } from "./keys.ts";

export const fetchPayoutAccount = () => unwrap(apiClient.payouts.account.$get());
export type PayoutAccountAnswer = InferResponseType<typeof apiClient.payouts.account.$get, 200>;

export const payoutAccountQuery = (userId: string) => queryOptions({ queryKey: walletKeys.payoutAccount(userId), queryFn: fetchPayoutAccount });

export function usePayoutAccount(userId: string) {
  return useQuery(payoutAccountQuery(userId));
}

export function useSavePayoutAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PayoutAccountInput) => unwrap(apiClient.payouts.account.$put({ json })),
    onSuccess: (saved) => {
      queryClient.setQueryData(walletKeys.payoutAccount(userId), (old: PayoutAccountAnswer | undefined) => (old ? { ...old, account: saved.account } : old));
      return queryClient.invalidateQueries({ queryKey: walletKeys.payoutAccount(userId) });
    },
  });
}

/** "Automatic weekly payouts" on or off; the account's answer is updated in place. */
export function useSetAutoPayouts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => unwrap(apiClient.payouts.auto.$put({ json: { on } })),
    onSuccess: ({ autoPayouts }) =>
      queryClient.setQueryData(walletKeys.payoutAccount(userId), (old: PayoutAccountAnswer | undefined) =>
        old?.account ? { ...old, account: { ...old.account, autoPayouts } } : old,
      ),
  });
}
