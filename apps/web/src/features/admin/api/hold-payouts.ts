import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

export const holdPayouts = ({ id, reason }: { id: string; reason: string }) =>
  unwrap(apiClient.admin.experts[":id"].payouts.hold.$post({ param: { id }, json: { reason } }));

export const unholdPayouts = ({ id, reason }: { id: string; reason: string | null }) =>
  unwrap(apiClient.admin.experts[":id"].payouts.unhold.$post({ param: { id }, json: { reason } }));

/** Holds or lifts the hold on an expert's payouts; the queue and the audit log are read again. */
export function useHoldPayouts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: holdPayouts, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export function useUnholdPayouts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unholdPayouts, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
