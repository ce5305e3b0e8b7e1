import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { roomKeys } from "./keys.ts";

export const roomQuery = (bookingId: string) =>
  queryOptions({
    queryKey: roomKeys.room(bookingId),
    queryFn: () => unwrap(apiClient.rooms[":bookingId"].$get({ param: { bookingId } })),
    // The ICE credentials expire; a room page open for long reads them again.
    staleTime: 10 * 60_000,
    retry: (count, error) => count < 2 && !("status" in error && (error.status === 404 || error.status === 401)),
  });

export function useRoom(bookingId: string) {
  return useQuery(roomQuery(bookingId));
}

export type Room = InferResponseType<(typeof apiClient.rooms)[":bookingId"]["$get"], 200>;
