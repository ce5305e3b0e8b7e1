import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { applicationKeys } from "./keys.ts";

/** One file per request: the raw bytes as the body, the name (URI-encoded) in X-File-Name. */
export const uploadDocument = ({ applicationId, file }: { applicationId: string; file: File }) =>
  unwrap(
    apiClient.applications[":id"].documents.$post(
      { param: { id: applicationId } },
      {
        init: {
          body: file,
          headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name) },
        },
      },
    ),
  );

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocument, onSettled: () => invalidate(queryClient, applicationKeys.all) });
}
