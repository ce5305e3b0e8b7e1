import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DoubtsRoutes } from "@expertconnect/server/features/doubts/doubts.routes.ts";
import { api, unwrap } from "@/lib/api-client.ts";
import { DOUBTS_KEY } from "./get-doubts.ts";

const client = api<DoubtsRoutes>("/api/doubts");

export const doubtQuery = (id: string) =>
  queryOptions({
    queryKey: [...DOUBTS_KEY, "detail", id],
    queryFn: () => unwrap(client[":id"].$get({ param: { id } })),
  });

export function useDoubt(id: string) {
  return useQuery(doubtQuery(id));
}
