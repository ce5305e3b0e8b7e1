import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ROOM_CHAT_HISTORY_MAX } from "@expertconnect/shared/constants";
import type { ChatMessage } from "@expertconnect/shared/schemas/rooms";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { roomKeys } from "./keys.ts";

const fetchMessages = async (bookingId: string, after?: number) =>
  (await unwrap(apiClient.rooms[":bookingId"].messages.$get({ param: { bookingId }, query: after ? { after: String(after) } : {} }))).messages;

export function useRoomMessages(bookingId: string) {
  return useQuery({
    queryKey: roomKeys.messages(bookingId),
    queryFn: () => fetchMessages(bookingId),
  });
}

/** Adds messages to the room's history, each once, whether from the POST, the socket or a catch-up. */
export function addMessages(queryClient: QueryClient, bookingId: string, messages: ChatMessage[]) {
  queryClient.setQueryData<ChatMessage[]>(roomKeys.messages(bookingId), (list = []) => {
    const shown = new Set(list.map((m) => m.id));
    const fresh = messages.filter((m) => !shown.has(m.id));
    return fresh.length ? [...list, ...fresh].sort((a, b) => a.id - b.id) : list;
  });
}

export const addMessage = (queryClient: QueryClient, bookingId: string, message: ChatMessage) => addMessages(queryClient, bookingId, [message]);

/**
 * The room's socket has just opened (the first time too): what was said before it listened (since
 * the chat was read, or while it was down) is read and added once. With nothing shown yet, or more
 * missed than the chat holds, the chat is read again whole.
 */
export async function catchUpRoomMessages(queryClient: QueryClient, bookingId: string) {
  const key = roomKeys.messages(bookingId);
  const last = queryClient.getQueryData<ChatMessage[]>(key)?.at(-1)?.id;
  if (!last) return queryClient.invalidateQueries({ queryKey: key, exact: true });
  try {
    const missed = await fetchMessages(bookingId, last);
    if (missed.length >= ROOM_CHAT_HISTORY_MAX) return queryClient.invalidateQueries({ queryKey: key, exact: true });
    addMessages(queryClient, bookingId, missed);
  } catch {
    // Down again or refused: the next opening catches up.
  }
}

export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(apiClient.rooms[":bookingId"].messages.$post({ param: { bookingId }, json: { body } })),
    onSuccess: (message) => addMessage(queryClient, bookingId, message),
  });
}
