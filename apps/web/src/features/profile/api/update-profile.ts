import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "@expertconnect/shared/schemas/profile";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { profileQuery } from "./get-profile.ts";

export const updateProfile = (input: ProfileUpdateInput) => unwrap(apiClient.profile.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery(profile.id).queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
  });
}
