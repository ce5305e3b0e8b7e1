/**
 * Server rendering (built with `vite build --ssr`, loaded by the server's lib/ssr.ts): the page's
 * HTML with its content, so it paints before any JavaScript arrives. The route's `handle.prefetch`
 * (app/prefetch.ts) fills a fresh query cache by calling the API in-process with the visitor's
 * cookie; the cache and the router's state go to the browser as JSON, and main.tsx hydrates from them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { dehydrate } from "@tanstack/react-query";
import { DEFAULT_CATEGORY, isCategory } from "@expertconnect/shared/categories";
import { DEFAULT_LOCALE, isLocale } from "@expertconnect/shared/i18n";
import { AppProvider } from "./app/provider.tsx";
import { AppRoutes, loadRoute, routeOf } from "./app/router.tsx";
import { SSR_DATA_ID, type SsrData } from "./app/ssr-data.ts";
import { setApiFetch } from "./lib/api-client.ts";
import { createQueryClient } from "./lib/query-client.ts";
import type { Site } from "./lib/site.tsx";
import * as hindi from "./paraglide/hi/all.js";
import { addLocale, forgetSeen, seenNamespaces } from "./paraglide/runtime.js";

// The server renders in either language, so it holds the Hindi messages from the start.
addLocale(hindi);

export { SSR_DATA_ID, type SsrData };

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string; data: SsrData; modules: string[] };

export interface RenderOptions {
  /** answers the API requests of this render (the server's own app, with the visitor's cookie) */
  fetch: typeof fetch;
  category: string | undefined;
  /** the language to render in: the account's, the cookie's or the browser's (the server's lib/ssr.ts chooses) */
  locale: string | undefined;
  /** how the installation is set up (lib/site.tsx) */
  site: Site;
}

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const current = requestFetch.getStore();
  if (!current) return Promise.reject(new Error("API request outside a server render"));
  return current(input, init);
});

export function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  return requestFetch.run(options.fetch, () => renderPage(request, options));
}

async function renderPage(request: Request, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  const { route, params } = routeOf(url.pathname) ?? {};
  if (route?.redirectTo) return { kind: "redirect", status: 302, location: route.redirectTo };
  const module = route?.load ? await loadRoute(route) : undefined;
  const category = isCategory(options.category) ? options.category : DEFAULT_CATEGORY;
  const locale = isLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  const queryClient = createQueryClient();
  // A failure here is the browser's to retry; the server does not wait for retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await module?.handle?.prefetch?.({ queryClient, params: params ?? {}, url, category });
  // A query that failed renders as still loading, and the browser asks again; errors do not travel as JSON.
  queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });

  // The render is synchronous: the namespaces seen are this page's, and the browser loads their
  // Hindi files before it hydrates.
  forgetSeen();
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient} category={category} locale={locale} site={options.site}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return {
    kind: "page",
    // The catch-all route is the not-found page: its status says so.
    status: route?.path === "*" ? 404 : 200,
    html,
    modules: module?.clientModule ? [module.clientModule] : [],
    data: { queries: dehydrate(queryClient), category, locale, namespaces: seenNamespaces(), site: options.site },
  };
}
