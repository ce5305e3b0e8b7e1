import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePostInput } from "@expertconnect/shared/schemas/feed";
import { unwrap } from "@/lib/api-client.ts";
import { feedClient } from "./client.ts";

export const createPost = (input: CreatePostInput) => unwrap(feedClient.posts.$post({ json: input }));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["feed"] }),
  });
}
