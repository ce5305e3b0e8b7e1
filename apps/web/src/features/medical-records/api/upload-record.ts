import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { recordKeys } from "./keys.ts";

/** One file per request: the raw bytes as the body, the name (URI-encoded) in X-File-Name. */
export const uploadRecord = (file: File) =>
  unwrap(
    apiClient["medical-records"].uploads.$post(
      {},
      { init: { body: file, headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name) } } },
    ),
  );

export function useUploadRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadRecord, onSettled: () => invalidate(queryClient, recordKeys.all) });
}
