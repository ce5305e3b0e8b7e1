import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const approveApplication = (id: string) => unwrap(apiClient.admin.applications[":id"].approve.$post({ param: { id }, json: {} }));

/** Approves; the queue, the audit log and Explore's lists (a new expert appears) are read again. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveApplication, onSettled: () => invalidate(queryClient, adminKeys.all, queryRoots.experts) });
}
