import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePostInput } from "@expertconnect/shared/schemas/feed";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dashboardKeys, invalidate } from "@/lib/query-keys.ts";
import { feedKeys } from "./keys.ts";

export const createPost = (input: CreatePostInput) => unwrap(apiClient.feed.posts.$post({ json: input }));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => invalidate(queryClient, feedKeys.lists(), dashboardKeys.all),
  });
}
