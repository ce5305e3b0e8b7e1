import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { messageKeys } from "./keys.ts";

const fetchConversations = (q: string, cursor: string | undefined) =>
  unwrap(apiClient.messages.conversations.$get({ query: { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) } }));

export type ConversationsPage = Awaited<ReturnType<typeof fetchConversations>>;
export type ConversationSummary = ConversationsPage["items"][number];

export const conversationsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(q),
    queryFn: ({ pageParam }) => fetchConversations(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The person's conversations, newest activity first; `q` searches names and message text on the server. */
export function useConversations(q: string) {
  return useInfiniteQuery({ ...conversationsQuery(q), placeholderData: keepPreviousData });
}
