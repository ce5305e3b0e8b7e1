import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DoubtsRoutes } from "@expertconnect/server/features/doubts/doubts.routes.ts";
import type { CreateDoubt } from "@expertconnect/shared/schemas/doubts";
import { api, unwrap } from "@/lib/api-client.ts";
import { doubtsListQuery } from "./get-doubts.ts";

const client = api<DoubtsRoutes>("/api/doubts");

export const createDoubt = (input: CreateDoubt) => unwrap(client.index.$post({ json: input }));

export function useCreateDoubt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDoubt,
    // The list is newest first, so refetching puts the new question on top.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doubtsListQuery().queryKey }),
  });
}
