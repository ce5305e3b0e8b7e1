import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const unsuspendExpert = ({ id, reason }: { id: string; reason?: string }) =>
  unwrap(apiClient.admin.experts[":id"].unsuspend.$post({ param: { id }, json: { reason: reason || null } }));

export function useUnsuspendExpert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsuspendExpert, onSettled: () => invalidate(queryClient, adminKeys.all, queryRoots.experts) });
}
