import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { Category } from "@expertconnect/shared/categories";
import { CategoryProvider } from "@/lib/category.tsx";
import { DeferredToaster } from "@/lib/deferred-toaster.tsx";
import { createQueryClient } from "@/lib/query-client.ts";

/**
 * Query cache, category and toast host around the router. Server rendering and hydration pass the
 * cache they filled and the category the page was rendered for; a client-only start makes its own.
 */
export function AppProvider({ children, queryClient: given, category }: { children: ReactNode; queryClient?: QueryClient; category?: Category }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <CategoryProvider initial={category}>
        {children}
        <DeferredToaster />
      </CategoryProvider>
    </QueryClientProvider>
  );
}
