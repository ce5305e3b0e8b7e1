import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "@expertconnect/shared/schemas/profile";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate, queryRoots } from "@/lib/query-keys.ts";
import { profileKeys } from "./keys.ts";

export const updateProfile = (input: ProfileUpdateInput) => unwrap(apiClient.profile.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.id), profile);
      // The name and specialization also show as the author of posts, videos, doubts and answers.
      await invalidate(queryClient, profileKeys.all, queryRoots.feed, queryRoots.doubts, dashboardKeys.all);
    },
  });
}
