import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const liftSuspension = ({ id, note }: { id: string; note?: string }) =>
  unwrap(apiClient.admin.people[":id"]["lift-suspension"].$post({ param: { id }, json: { note: note || undefined } }));

/** Lifts a person's suspension (they can sign in again); the queue and the audit log are read again. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftSuspension, onSettled: () => invalidate(queryClient, adminKeys.all) });
}
