import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { messageKeys } from "./keys.ts";

const fetchConversation = (id: string) => unwrap(apiClient.messages.conversations[":id"].$get({ param: { id } }));
export type Conversation = Awaited<ReturnType<typeof fetchConversation>>;

export const conversationQuery = (id: string) => queryOptions({ queryKey: messageKeys.conversation(id), queryFn: () => fetchConversation(id), retry: false });

/** The other person and how far they have received and read (the marks beside one's own messages). */
export function useConversation(id: string) {
  return useQuery(conversationQuery(id));
}
