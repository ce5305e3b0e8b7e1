import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDoubt } from "@expertconnect/shared/schemas/doubts";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate } from "@/lib/query-keys.ts";
import { doubtKeys } from "./keys.ts";

export const createDoubt = (input: CreateDoubt) => unwrap(apiClient.doubts.$post({ json: input }));

export function useCreateDoubt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDoubt,
    // The list is newest first, so refetching puts the new question on top.
    onSuccess: () => invalidate(queryClient, doubtKeys.list(), dashboardKeys.all),
  });
}
