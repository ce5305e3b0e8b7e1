import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ExpertsRoutes } from "@expertconnect/server/features/experts/experts.routes.ts";
import { api, unwrap } from "@/lib/api-client.ts";

const client = api<ExpertsRoutes>("/api/experts");

export const expertQuery = (id: string) =>
  queryOptions({
    queryKey: ["experts", "detail", id],
    queryFn: () => unwrap(client[":id"].$get({ param: { id } })),
  });

export function useExpert(id: string) {
  return useQuery(expertQuery(id));
}

export type Expert = InferResponseType<(typeof client)[":id"]["$get"], 200>;
