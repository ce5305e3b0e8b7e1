import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@expertconnect/shared/schemas/rooms";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { roomKeys } from "./keys.ts";

export function useRoomMessages(bookingId: string) {
  return useQuery({
    queryKey: roomKeys.messages(bookingId),
    queryFn: async () => (await unwrap(apiClient.rooms[":bookingId"].messages.$get({ param: { bookingId } }))).messages,
  });
}

/** Adds a message to the room's history once, whether it came back from the POST or over the socket. */
export function addMessage(queryClient: QueryClient, bookingId: string, message: ChatMessage) {
  queryClient.setQueryData<ChatMessage[]>(roomKeys.messages(bookingId), (list = []) =>
    list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id),
  );
}

export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(apiClient.rooms[":bookingId"].messages.$post({ param: { bookingId }, json: { body } })),
    onSuccess: (message) => addMessage(queryClient, bookingId, message),
  });
}
