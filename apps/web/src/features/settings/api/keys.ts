/** The settings feature's query keys (Web Push on this device), under the push root that withdrawing push consent refreshes. */
import { queryRoots } from "@/lib/query-keys.ts";

export const settingsKeys = {
  pushConfig: [...queryRoots.push, "config"] as const,
  devicePush: [...queryRoots.push, "device"] as const,
};
