import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateGrievanceInput } from "@expertconnect/shared/schemas/grievances";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { grievanceKeys } from "./keys.ts";

export const createGrievance = (json: CreateGrievanceInput) => unwrap(apiClient.grievances.$post({ json }));

/** Raises a concern; the list under My concerns is read again. */
export function useCreateGrievance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGrievance, onSuccess: () => invalidate(queryClient, grievanceKeys.all) });
}
