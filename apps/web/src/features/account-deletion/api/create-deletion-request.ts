import { useMutation } from "@tanstack/react-query";
import type { DeletionRequestInput } from "@expertconnect/shared/schemas/account-deletion";
import { apiClient, unwrap } from "@/lib/api-client.ts";

// The endpoint lives in the profile router (/api/profile/deletion-requests); no sign-in needed.
export const createDeletionRequest = (input: DeletionRequestInput) => unwrap(apiClient.profile["deletion-requests"].$post({ json: input }));

export function useCreateDeletionRequest() {
  return useMutation({ mutationFn: createDeletionRequest });
}
