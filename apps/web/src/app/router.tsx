/**
 * Every route of docs/product.md#routes, each loaded on first visit and each with its own error
 * boundary. React Router runs in its declarative mode (useRoutes): the app has no loaders or actions,
 * and the data router's code would be 17 kB more of every first load.
 */
import { use, type ComponentType } from "react";
import { matchRoutes, Navigate, useRoutes, type Params, type RouteObject } from "react-router";
import { RouteErrorBoundary } from "@/components/layout/route-error.tsx";
import type { RouteHandle } from "./prefetch.ts";
import { RootLayout } from "./root-layout.tsx";

/** What a route module exports: its screen and, for public pages, what the server loads first. */
export interface PageModule {
  Component: ComponentType;
  handle?: RouteHandle;
  /** the module's key in the client build's manifest (added by the server-rendering build) */
  clientModule?: string;
}

export interface AppRoute {
  path: string;
  load?: () => Promise<PageModule>;
  /** an old address kept for links: the browser is sent here instead */
  redirectTo?: string;
}

const page = (path: string, load: () => Promise<PageModule>): AppRoute => ({ path, load });

export const appRoutes: AppRoute[] = [
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
  page("/profile/records", () => import("./routes/profile/medical-records.tsx")),
  page("/profile/concerns", () => import("./routes/profile/concerns.tsx")),
  page("/profile/concerns/new", () => import("./routes/profile/raise-concern.tsx")),
  page("/profile/my-data", () => import("./routes/profile/my-data.tsx")),
  page("/profile/wallet", () => import("./routes/profile/wallet.tsx")),
  // The wallet's first address, kept for old links.
  { path: "/wallet", redirectTo: "/profile/wallet" },
  page("/wallet/checkout/:orderId", () => import("./routes/wallet/checkout.tsx")),
  page("/feed", () => import("./routes/feed/feed.tsx")),
  page("/create-post", () => import("./routes/feed/create-post.tsx")),
  page("/upload-video", () => import("./routes/feed/upload-video.tsx")),
  page("/video/:videoId", () => import("./routes/feed/video.tsx")),
  page("/u/:userId", () => import("./routes/people/person.tsx")),
  page("/ask-doubt", () => import("./routes/doubts/doubts.tsx")),
  page("/doubt/:doubtId", () => import("./routes/doubts/doubt.tsx")),
  page("/consultation-mode", () => import("./routes/expert-desk/expert-desk.tsx")),
  page("/consultation-mode/notes/:bookingId", () => import("./routes/expert-desk/consultation-notes.tsx")),
  page("/consultation-mode/bookings/:bookingId", () => import("./routes/expert-desk/desk-booking.tsx")),
  page("/session/:bookingId", () => import("./routes/rooms/room.tsx")),
  page("/become-expert", () => import("./routes/become-expert.tsx")),
  page("/admin/applications", () => import("./routes/admin/applications.tsx")),
  page("/admin/applications/:id", () => import("./routes/admin/application.tsx")),
  page("/admin/experts", () => import("./routes/admin/experts.tsx")),
  page("/admin/payouts", () => import("./routes/admin/payouts.tsx")),
  page("/admin/grievances", () => import("./routes/admin/grievances.tsx")),
  page("/admin/erasures", () => import("./routes/admin/erasures.tsx")),
  page("/admin/reports", () => import("./routes/admin/reports.tsx")),
  page("/admin/audit", () => import("./routes/admin/audit.tsx")),
  page("/auth", () => import("./routes/auth.tsx")),
  page("/reset-password", () => import("./routes/reset-password.tsx")),
  page("/privacy-policy", () => import("./routes/legal/privacy-policy.tsx")),
  page("/privacy-notice", () => import("./routes/legal/privacy-notice.tsx")),
  page("/terms-of-service", () => import("./routes/legal/terms-of-service.tsx")),
  page("/account-deletion", () => import("./routes/legal/account-deletion.tsx")),
  page("/account-deletion/confirm", () => import("./routes/legal/account-deletion-confirm.tsx")),
  page("*", () => import("./routes/not-found.tsx")),
];

const loaded = new Map<AppRoute, PageModule>();
const loading = new Map<AppRoute, Promise<PageModule>>();

/** Loads a route's module once; a failed load is tried again the next time the route is shown. */
export function loadRoute(route: AppRoute): Promise<PageModule> {
  const done = loaded.get(route);
  if (done) return Promise.resolve(done);
  let pending = loading.get(route);
  if (!pending) {
    pending = route.load!().then(
      (module) => {
        loaded.set(route, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

/** A route's screen: rendered at once when its module is here, else it suspends until it is. */
function Page({ route }: { route: AppRoute }) {
  const { Component } = loaded.get(route) ?? use(loadRoute(route));
  return <Component />;
}

const routeObjects: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: appRoutes.map((route) => ({
      path: route.path,
      element: route.redirectTo ? (
        <Navigate to={route.redirectTo} replace />
      ) : (
        <RouteErrorBoundary key={route.path}>
          <Page route={route} />
        </RouteErrorBoundary>
      ),
    })),
  },
];

/** The app's routes, inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

/** The route an address shows (the catch-all when nothing else matches), with its parameters. */
export function routeOf(pathname: string): { route: AppRoute; params: Params } | undefined {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = appRoutes.find((r) => r.path === match?.route.path);
  return route && match ? { route, params: match.params } : undefined;
}

/** Loads the module of the route an address shows, so a hydrating page renders without waiting. */
export async function loadRoutesOf(pathname: string) {
  const route = routeOf(pathname)?.route;
  if (route?.load) await loadRoute(route);
}
