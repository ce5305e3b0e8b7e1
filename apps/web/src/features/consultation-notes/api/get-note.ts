import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { noteKeys } from "./keys.ts";

/** A booking's notes as its expert or client sees them, with what a new form starts from (expert only). */
export const noteQuery = (bookingId: string) =>
  queryOptions({
    queryKey: noteKeys.detail(bookingId),
    queryFn: () => unwrap(apiClient["consultation-notes"][":bookingId"].$get({ param: { bookingId } })),
  });

export function useNote(bookingId: string) {
  return useQuery(noteQuery(bookingId));
}

export type NoteView = InferResponseType<(typeof apiClient)["consultation-notes"][":bookingId"]["$get"], 200>;
