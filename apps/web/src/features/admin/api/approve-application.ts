import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

/** `registrationChecked`: the admin checked a doctor's registration with the council (docs/product.md#doctors-registration). */
export const approveApplication = ({ id, registrationChecked }: { id: string; registrationChecked?: boolean }) =>
  unwrap(apiClient.admin.applications[":id"].approve.$post({ param: { id }, json: { registrationChecked } }));

/** Approves; the queue, the audit log and Explore's lists (a new expert appears) are read again. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveApplication, onSettled: () => invalidate(queryClient, adminKeys.all, queryRoots.experts) });
}
