import { queryRoots } from "@/lib/query-keys.ts";

/** Every messaging cache key; `all` refreshes the list, each conversation and the unread total. */
export const messageKeys = {
  all: queryRoots.messages,
  lists: () => [...queryRoots.messages, "list"] as const,
  list: (q: string) => [...queryRoots.messages, "list", q] as const,
  conversation: (id: string) => [...queryRoots.messages, "conversation", id] as const,
  /** every conversation's loaded messages */
  allMessages: () => [...queryRoots.messages, "messages"] as const,
  messages: (id: string) => [...queryRoots.messages, "messages", id] as const,
  unread: () => [...queryRoots.messages, "unread"] as const,
};
