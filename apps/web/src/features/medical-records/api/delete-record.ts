import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate } from "@/lib/query-keys.ts";
import { recordKeys } from "./keys.ts";

export const deleteRecord = (id: string) => unwrap(apiClient["medical-records"].uploads[":id"].$delete({ param: { id } }));

export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecord, onSettled: () => invalidate(queryClient, recordKeys.all) });
}
