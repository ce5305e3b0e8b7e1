/**
 * The first segment of every query key, one per feature, so no two features collide and a change in
 * one feature can refresh what it makes stale in another without importing it. Each feature builds
 * its keys on its root in features/<feature>/api/keys.ts; keys more than one feature needs live here.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";

export const queryRoots = {
  bookings: ["bookings"],
  dashboard: ["dashboard"],
  doubts: ["doubts"],
  experts: ["experts"],
  feed: ["feed"],
  profile: ["profile"],
  rooms: ["rooms"],
  messages: ["messages"],
  security: ["security"],
  wallet: ["wallet"],
  me: ["me"],
  applications: ["applications"],
  admin: ["admin"],
  expertDesk: ["expert-desk"],
} as const;

/** Who the signed-in user is to the app (admin, expert, latest application): GET /api/me, read by many screens. */
export const meKeys = {
  all: queryRoots.me,
  detail: (userId: string) => [...queryRoots.me, userId] as const,
};

/**
 * The expert's own desk (features/expert-desk): their dashboard of bookings and their hours. A
 * client's cancel invalidates it too, which marks it stale for an expert who booked themselves.
 */
export const expertDeskKeys = {
  all: queryRoots.expertDesk,
  dashboard: (userId: string) => [...queryRoots.expertDesk, "dashboard", userId] as const,
  hours: (userId: string) => [...queryRoots.expertDesk, "hours", userId] as const,
};

/**
 * Home's figures (features/dashboard): the signed-in user's posts, videos and completed
 * consultations. Every mutation of the user's own activity invalidates `all`; while Home is not on
 * screen that only marks the figures stale, so it costs no request.
 */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  stats: (userId: string) => [...queryRoots.dashboard, "stats", userId] as const,
};

/** Invalidates every key given; resolves once the queries on screen have been read again. */
export function invalidate(queryClient: QueryClient, ...keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
