import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { privacyKeys } from "./keys.ts";

/** What the person agreed to: the notice's version and time, and the optional consents. */
export const consentsQuery = (userId: string) =>
  queryOptions({
    queryKey: privacyKeys.consents(userId),
    queryFn: () => unwrap(apiClient.privacy.consents.$get()),
  });

export function useConsents(userId: string | undefined) {
  return useQuery({ ...consentsQuery(userId ?? ""), enabled: Boolean(userId) });
}

export type ConsentState = InferResponseType<typeof apiClient.privacy.consents.$get, 200>;
