import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { doubtKeys } from "./keys.ts";

export const acceptAnswer = ({ doubtId, answerId }: { doubtId: string; answerId: string }) =>
  unwrap(apiClient.doubts[":id"].answers[":answerId"].accept.$post({ param: { id: doubtId, answerId } }));

export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAnswer,
    // Badges move between answers and the doubt turns resolved, here and on the board.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doubtKeys.all }),
  });
}
