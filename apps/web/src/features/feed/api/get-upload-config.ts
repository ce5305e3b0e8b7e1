import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";

export const uploadConfigQuery = () =>
  queryOptions({
    queryKey: ["feed", "upload-config"],
    queryFn: () => unwrap(apiClient.feed["upload-config"].$get()),
    staleTime: Infinity,
  });

export function useUploadConfig() {
  return useQuery(uploadConfigQuery());
}
