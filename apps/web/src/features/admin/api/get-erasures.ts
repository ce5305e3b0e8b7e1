import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { adminKeys } from "./keys.ts";

/** Confirmed erasures waiting for their date, the soonest first. */
export const pendingErasuresQuery = () => queryOptions({ queryKey: adminKeys.erasures(), queryFn: () => unwrap(apiClient.admin.erasures.$get()) });

export function usePendingErasures() {
  return useQuery(pendingErasuresQuery());
}

export type PendingErasure = InferResponseType<typeof apiClient.admin.erasures.$get, 200>["erasures"][number];
