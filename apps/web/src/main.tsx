import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { hydrate, type QueryClient } from "@tanstack/react-query";
import type { Category } from "@expertconnect/shared/categories";
import type { Locale } from "@expertconnect/shared/i18n";
import { AppProvider } from "./app/provider.tsx";
import { AppRoutes, loadRoutesOf } from "./app/router.tsx";
import { SSR_DATA_ID, type SsrData } from "./app/ssr-data.ts";
import { browserLocale, loadLocale } from "./lib/i18n.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import type { Site } from "./lib/site.tsx";
import "./index.css";

// zod probes `new Function` for its fast path; the CSP (script-src 'self', no 'unsafe-eval') reports
// that probe as a violation even though zod catches it. Telling zod not to probe costs nothing here.
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

/**
 * Marks the root once React runs the page (tests and tools wait for `#root[data-hydrated]`) and
 * tells public/boot.js, which then replays the taps and submits it held until now.
 */
function MarkReady() {
  useEffect(() => {
    document.getElementById("root")?.setAttribute("data-hydrated", "true");
    window.dispatchEvent(new Event("ec:live"));
  }, []);
  return null;
}

function app(options: { queryClient?: QueryClient; category?: Category; locale?: Locale; site?: Site } = {}) {
  return (
    <StrictMode>
      <AppProvider queryClient={options.queryClient} category={options.category} locale={options.locale} site={options.site}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <MarkReady />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * A page the server rendered (entry-server.tsx) is hydrated from the data it carries; without it
 * (`npm run dev`, the service worker's offline shell) the app renders in the browser.
 */
async function start(container: HTMLElement) {
  const carried = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!carried) {
    const locale = browserLocale();
    await loadLocale(locale, "all");
    createRoot(container).render(app({ locale }));
    return;
  }
  const data = JSON.parse(carried) as SsrData;
  const queryClient = createQueryClient();
  hydrate(queryClient, data.queries);
  // The server rendered this address's route modules (and, in Hindi, the Hindi messages): load them
  // first so the first render matches.
  await Promise.all([loadRoutesOf(window.location.pathname), loadLocale(data.locale, data.namespaces)]);
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap during hydration is answered sooner, and a
  // slow phone shows no long task.
  startTransition(() => {
    hydrateRoot(container, app({ queryClient, category: data.category, locale: data.locale, site: data.site }));
  });
}

void start(document.getElementById("root")!);
