import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const replyToGrievance = ({ id, body }: { id: string; body: string }) =>
  unwrap(apiClient.admin.grievances[":id"].reply.$post({ param: { id }, json: { body } }));

export const closeGrievance = ({ id }: { id: string }) => unwrap(apiClient.admin.grievances[":id"].close.$post({ param: { id } }));

/** The team's reply: it reaches the person in the app and by e-mail; the queue and the audit log are read again. */
export function useReplyToGrievance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToGrievance, onSettled: () => invalidate(queryClient, adminKeys.all) });
}

/** Closes a concern: it leaves the queue. */
export function useCloseGrievance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeGrievance, onSettled: () => invalidate(queryClient, adminKeys.all) });
}
