import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { grievanceKeys } from "./keys.ts";

export const replyGrievance = ({ id, body }: { id: string; body: string }) =>
  unwrap(apiClient.grievances[":id"].replies.$post({ param: { id }, json: { body } }));

/** The person adds to their concern; it waits for the team again. */
export function useReplyGrievance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyGrievance, onSuccess: () => invalidate(queryClient, grievanceKeys.all) });
}
