import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertKeys } from "./keys.ts";

export const expertQuery = (id: string) =>
  queryOptions({
    queryKey: expertKeys.detail(id),
    queryFn: () => unwrap(apiClient.experts[":id"].$get({ param: { id } })),
  });

export function useExpert(id: string) {
  return useQuery(expertQuery(id));
}

export type Expert = InferResponseType<(typeof apiClient.experts)[":id"]["$get"], 200>;
