import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const rejectApplication = ({ id, reason }: { id: string; reason: string }) =>
  unwrap(apiClient.admin.applications[":id"].reject.$post({ param: { id }, json: { reason } }));

/** Rejects with the reason the applicant will read; the queue and the audit log are read again. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectApplication, onSettled: () => invalidate(queryClient, adminKeys.all) });
}
