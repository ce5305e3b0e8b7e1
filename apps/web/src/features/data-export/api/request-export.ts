import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { dataExportKeys } from "./keys.ts";

export const requestExport = () => unwrap(apiClient.privacy.exports.$post());

/** Asks for a copy of the person's data; the list then shows it being prepared. */
export function useRequestExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.list(userId) }),
  });
}
