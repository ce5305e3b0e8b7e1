import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationInput } from "@expertconnect/shared/schemas/expert-side";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, meKeys } from "@/lib/query-keys.ts";
import { applicationKeys } from "./keys.ts";

export const createApplication = (input: ApplicationInput) => unwrap(apiClient.applications.$post({ json: input }));

/** Submits an application; the user's application and /api/me are read again. */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSettled: () => invalidate(queryClient, applicationKeys.all, meKeys.all),
  });
}
