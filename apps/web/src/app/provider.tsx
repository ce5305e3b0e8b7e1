import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { Category } from "@expertconnect/shared/categories";
import { CategoryProvider } from "@/lib/category.tsx";
import { DeferredToaster } from "@/lib/deferred-toaster.tsx";
import { createQueryClient } from "@/lib/query-client.ts";
import { DEFAULT_SITE, SiteProvider, type Site } from "@/lib/site.tsx";

/**
 * Query cache, category and toast host around the router. Server rendering and hydration pass the
 * cache they filled and the category the page was rendered for; a client-only start makes its own.
 */
export function AppProvider({
  children,
  queryClient: given,
  category,
  site = DEFAULT_SITE,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  category?: Category;
  site?: Site;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={site}>
        <CategoryProvider initial={category}>
          {children}
          <DeferredToaster />
        </CategoryProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
