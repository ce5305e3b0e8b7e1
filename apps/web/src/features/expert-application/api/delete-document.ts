import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { applicationKeys } from "./keys.ts";

export const deleteDocument = ({ applicationId, documentId }: { applicationId: string; documentId: string }) =>
  unwrap(apiClient.applications[":id"].documents[":documentId"].$delete({ param: { id: applicationId, documentId } }));

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSettled: () => invalidate(queryClient, applicationKeys.all) });
}
