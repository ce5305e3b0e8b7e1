import { queryOptions, useQuery } from "@tanstack/react-query";
import { unwrap } from "@/lib/api-client.ts";
import { feedClient } from "./client.ts";

export const uploadConfigQuery = () =>
  queryOptions({
    queryKey: ["feed", "upload-config"],
    queryFn: () => unwrap(feedClient["upload-config"].$get()),
    staleTime: Infinity,
  });

export function useUploadConfig() {
  return useQuery(uploadConfigQuery());
}
