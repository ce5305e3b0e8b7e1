import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

export const uploadConfigQuery = () =>
  queryOptions({
    queryKey: feedKeys.uploadConfig(),
    queryFn: () => unwrap(apiClient.feed["upload-config"].$get()),
    staleTime: Infinity,
  });

export function useUploadConfig() {
  return useQuery(uploadConfigQuery());
}
