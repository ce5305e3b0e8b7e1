import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { Message } from "@expertconnect/shared/schemas/messages";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { messageKeys } from "./keys.ts";

const fetchMessages = (id: string, before: number | undefined) =>
  unwrap(apiClient.messages.conversations[":id"].messages.$get({ param: { id }, query: before ? { before: String(before) } : {} }));

/** What arrived after the message `after`, oldest first; `nextAfter` when more than a page did. */
export const fetchMessagesAfter = (id: string, after: number) =>
  unwrap(apiClient.messages.conversations[":id"].messages.$get({ param: { id }, query: { after: String(after) } }));

export type MessagesPage = Awaited<ReturnType<typeof fetchMessages>>;

/** Pages go back in time: the first is the latest messages, each next one older. */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.messages(id),
    queryFn: ({ pageParam }) => fetchMessages(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    retry: false,
  });

export function useMessages(id: string) {
  return useInfiniteQuery(messagesQuery(id));
}

/** The loaded messages, oldest first. */
export const flattenMessages = (data: InfiniteData<MessagesPage> | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];
