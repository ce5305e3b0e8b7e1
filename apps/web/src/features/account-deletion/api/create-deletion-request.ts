import { useMutation } from "@tanstack/react-query";
import type { ProfileRoutes } from "@expertconnect/server/features/profile/profile.routes.ts";
import type { DeletionRequestInput } from "@expertconnect/shared/schemas/account-deletion";
import { api, unwrap } from "@/lib/api-client.ts";

// The endpoint lives in the profile router (/api/profile/deletion-requests); no sign-in needed.
const client = api<ProfileRoutes>("/api/profile");

export const createDeletionRequest = (input: DeletionRequestInput) => unwrap(client["deletion-requests"].$post({ json: input }));

export function useCreateDeletionRequest() {
  return useMutation({ mutationFn: createDeletionRequest });
}
