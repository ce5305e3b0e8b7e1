import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DoubtsRoutes } from "@expertconnect/server/features/doubts/doubts.routes.ts";
import { api, unwrap } from "@/lib/api-client.ts";
import { DOUBTS_KEY } from "./get-doubts.ts";

const client = api<DoubtsRoutes>("/api/doubts");

export const acceptAnswer = ({ doubtId, answerId }: { doubtId: string; answerId: string }) =>
  unwrap(client[":id"].answers[":answerId"].accept.$post({ param: { id: doubtId, answerId } }));

export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAnswer,
    // Badges move between answers and the doubt turns resolved, here and on the board.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOUBTS_KEY }),
  });
}
