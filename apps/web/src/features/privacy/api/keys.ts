/** The privacy feature's query keys: the signed-in person's consents. */
import { queryRoots } from "@/lib/query-keys.ts";

export const privacyKeys = {
  all: queryRoots.privacy,
  consents: (userId: string) => [...queryRoots.privacy, "consents", userId] as const,
  history: (userId: string) => [...queryRoots.privacy, "consents", userId, "history"] as const,
};
