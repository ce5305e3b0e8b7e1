import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileRoutes } from "@expertconnect/server/features/profile/profile.routes.ts";
import type { ProfileUpdateInput } from "@expertconnect/shared/schemas/profile";
import { api, unwrap } from "@/lib/api-client.ts";
import { profileQuery } from "./get-profile.ts";

const client = api<ProfileRoutes>("/api/profile");

export const updateProfile = (input: ProfileUpdateInput) => unwrap(client.index.$patch({ json: input }));

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
