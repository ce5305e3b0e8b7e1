/** The feed API's typed client, shared by this feature's operation files. */
import type { FeedRoutes } from "@expertconnect/server/features/feed/feed.routes.ts";
import { api } from "@/lib/api-client.ts";

export const feedClient = api<FeedRoutes>("/api/feed");
