import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { securityKeys } from "./keys.ts";

/** The user's signed-in devices, the most recently active first (the server's own list: see account.routes.ts). */
export const sessionsQuery = queryOptions({
  queryKey: securityKeys.sessions(),
  queryFn: async () => (await unwrap(apiClient.account.sessions.$get())).sessions,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

/**
 * The browser and system of a user agent ("Chrome", "Android"; null when not recognised), for
 * "Chrome on Android": good enough to recognise one's own devices. Null without a user agent.
 */
export function deviceParts(userAgent: string | null | undefined): { browser: string | null; os: string | null } | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iOS/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return { browser, os };
}
