import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate } from "@/lib/query-keys.ts";
import { doubtKeys } from "./keys.ts";

export const createAnswer = ({ doubtId, answer }: { doubtId: string; answer: string }) =>
  unwrap(apiClient.doubts[":id"].answers.$post({ param: { id: doubtId }, json: { answer } }));

export function useCreateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnswer,
    // The answer list, this doubt's count and the board's count all change.
    onSuccess: () => invalidate(queryClient, doubtKeys.all, dashboardKeys.all),
  });
}
