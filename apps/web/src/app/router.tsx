/** Every route of docs/product.md#routes, each loaded on first visit and each with its own error boundary. */
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { RouteError } from "@/components/layout/route-error.tsx";
import { RootLayout } from "./root-layout.tsx";

type Loader = () => Promise<{ Component: React.ComponentType }>;
const page = (path: string, load: Loader): RouteObject => ({
  path,
  lazy: load,
  ErrorBoundary: RouteError,
  HydrateFallback: PageLoader,
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      page("/", () => import("./routes/home.tsx")),
      page("/explore", () => import("./routes/explore/explore.tsx")),
      page("/expert/:id", () => import("./routes/explore/expert-detail.tsx")),
      page("/book/:expertId", () => import("./routes/bookings/book-appointment.tsx")),
      page("/bookings", () => import("./routes/bookings/my-bookings.tsx")),
      page("/messages", () => import("./routes/messages/messages.tsx")),
      page("/messages/:conversationId", () => import("./routes/messages/conversation.tsx")),
      page("/profile", () => import("./routes/profile/profile.tsx")),
      page("/profile/edit", () => import("./routes/profile/edit-profile.tsx")),
      page("/profile/settings", () => import("./routes/profile/settings.tsx")),
      page("/profile/security", () => import("./routes/profile/security.tsx")),
      page("/profile/help", () => import("./routes/profile/help.tsx")),
      page("/profile/notifications", () => import("./routes/profile/notifications.tsx")),
      page("/profile/records", () => import("./routes/profile/records.tsx")),
      page("/profile/wallet", () => import("./routes/profile/wallet.tsx")),
      // The wallet's first address, kept for old links.
      { path: "/wallet", loader: () => redirect("/profile/wallet") },
      page("/wallet/checkout/:orderId", () => import("./routes/wallet/checkout.tsx")),
      page("/feed", () => import("./routes/feed/feed.tsx")),
      page("/create-post", () => import("./routes/feed/create-post.tsx")),
      page("/upload-video", () => import("./routes/feed/upload-video.tsx")),
      page("/video/:videoId", () => import("./routes/feed/video.tsx")),
      page("/ask-doubt", () => import("./routes/doubts/doubts.tsx")),
      page("/doubt/:doubtId", () => import("./routes/doubts/doubt.tsx")),
      page("/consultation-mode", () => import("./routes/consultation-mode.tsx")),
      page("/consultation-mode/notes/:bookingId", () => import("./routes/consultation-notes.tsx")),
      page("/session/:bookingId", () => import("./routes/session/session.tsx")),
      page("/become-expert", () => import("./routes/become-expert.tsx")),
      page("/admin/applications", () => import("./routes/admin/applications.tsx")),
      page("/admin/applications/:id", () => import("./routes/admin/application.tsx")),
      page("/admin/experts", () => import("./routes/admin/experts.tsx")),
      page("/admin/audit", () => import("./routes/admin/audit.tsx")),
      page("/auth", () => import("./routes/auth.tsx")),
      page("/reset-password", () => import("./routes/reset-password.tsx")),
      page("/privacy-policy", () => import("./routes/legal/privacy-policy.tsx")),
      page("/terms-of-service", () => import("./routes/legal/terms-of-service.tsx")),
      page("/account-deletion", () => import("./routes/legal/account-deletion.tsx")),
      page("*", () => import("./routes/not-found.tsx")),
    ],
  },
];

/**
 * The browser's router. A server-rendered page passes its `hydrationData`, and its lazy routes must
 * be loaded first (loadRoutesOf) so the first render is the page the server sent, not a loader.
 */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/** Loads the lazy route modules the given address shows. */
export async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
