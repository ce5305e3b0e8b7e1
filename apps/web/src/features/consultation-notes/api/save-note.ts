import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NoteValues } from "@expertconnect/shared/schemas/records";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertDeskKeys, invalidate } from "@/lib/query-keys.ts";
import { noteKeys } from "./keys.ts";

export const saveNote = ({ bookingId, note }: { bookingId: string; note: NoteValues }) =>
  unwrap(apiClient["consultation-notes"][":bookingId"].$put({ param: { bookingId }, json: note }));

/** Writes or changes the notes; the notes and the desk (which says whether a booking has notes) are read again. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    onSuccess: (data, { bookingId }) => queryClient.setQueryData(noteKeys.detail(bookingId), data),
    onSettled: () => invalidate(queryClient, noteKeys.all, expertDeskKeys.all),
  });
}
