import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // Ask even when the browser says offline: the service worker may answer from its cache.
        networkMode: "offlineFirst",
      },
      // A change made offline fails at once with a clear message instead of waiting silently.
      mutations: { networkMode: "always" },
    },
  });
}
