import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const suspendExpert = ({ id, reason }: { id: string; reason: string }) =>
  unwrap(apiClient.admin.experts[":id"].suspend.$post({ param: { id }, json: { reason } }));

/** Suspends (hidden from Explore, no new bookings); the audit log and Explore are read again. */
export function useSuspendExpert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendExpert, onSettled: () => invalidate(queryClient, adminKeys.all, queryRoots.experts) });
}
