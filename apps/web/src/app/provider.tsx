import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { Category } from "@expertconnect/shared/categories";
import type { Locale } from "@expertconnect/shared/i18n";
import { CategoryProvider } from "@/lib/category.tsx";
import { DeferredToaster } from "@/lib/deferred-toaster.tsx";
import { LocaleProvider } from "@/lib/i18n.tsx";
import { createQueryClient } from "@/lib/query-client.ts";
import { DEFAULT_SITE, SiteProvider, type Site } from "@/lib/site.tsx";

/**
 * Query cache, language, category and toast host around the router. Server rendering and hydration pass the
 * cache they filled and the language and category the page was rendered for; a client-only start makes its own.
 */
export function AppProvider({
  children,
  queryClient: given,
  category,
  locale,
  site = DEFAULT_SITE,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  category?: Category;
  locale?: Locale;
  site?: Site;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={site}>
        <LocaleProvider initial={locale}>
          <CategoryProvider initial={category}>
            {children}
            <DeferredToaster />
          </CategoryProvider>
        </LocaleProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
