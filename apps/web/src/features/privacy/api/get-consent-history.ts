import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { privacyKeys } from "./keys.ts";

/** Every consent the person gave or withdrew, newest first: read when they open the history. */
export const consentHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: privacyKeys.history(userId),
    queryFn: async () => (await unwrap(apiClient.privacy.consents.history.$get())).records,
  });

export function useConsentHistory(userId: string, enabled: boolean) {
  return useQuery({ ...consentHistoryQuery(userId), enabled });
}
