import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { CategoryProvider } from "@/lib/category.tsx";
import { DeferredToaster } from "@/lib/deferred-toaster.tsx";
import { createQueryClient } from "@/lib/query-client.ts";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CategoryProvider>
        {children}
        <DeferredToaster />
      </CategoryProvider>
    </QueryClientProvider>
  );
}
