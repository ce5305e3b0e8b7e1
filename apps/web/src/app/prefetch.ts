/**
 * What a public route asks the server to load before it renders the page's HTML: the route module
 * exports `handle = { prefetch }`, and the server (entry-server.tsx) runs it with a fresh query
 * cache, renders, and hands the cache to the browser, which hydrates without asking again.
 * The browser never calls it; there, the page's own queries load as they always did.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Category } from "@expertconnect/shared/categories";

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
  /** the category the page is rendered for (the visitor's cookie, else the default) */
  category: Category;
}

export interface RouteHandle {
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}
