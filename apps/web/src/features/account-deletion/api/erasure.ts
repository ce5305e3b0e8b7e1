/** The signed-in person's own erasure (docs/product.md#erasure): its state, asking, confirming from the e-mailed link, cancelling. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { queryRoots } from "@/lib/query-keys.ts";

export const erasureKeys = {
  all: queryRoots.erasure,
  state: (userId: string) => [...queryRoots.erasure, "state", userId] as const,
};

export const erasureQuery = (userId: string) =>
  queryOptions({ queryKey: erasureKeys.state(userId), queryFn: () => unwrap(apiClient.privacy.erasure.$get()) });

export type ErasureState = InferResponseType<typeof apiClient.privacy.erasure.$get, 200>;

export function useErasure(userId: string) {
  return useQuery(erasureQuery(userId));
}

function useErasureMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: erasureKeys.all }) });
}

export const useAskErasure = () => useErasureMutation(() => unwrap(apiClient.privacy.erasure.$post()));
export const useCancelErasure = () => useErasureMutation(() => unwrap(apiClient.privacy.erasure.cancel.$post()));
export const useConfirmErasure = () =>
  useErasureMutation((token: string) => unwrap(apiClient.privacy.erasure.confirm.$post({ json: { token } })));
