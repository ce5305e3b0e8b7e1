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
  notifications: ["notifications"],
  preferences: ["preferences"],
  profile: ["profile"],
  rooms: ["rooms"],
  messages: ["messages"],
  security: ["security"],
  wallet: ["wallet"],
  me: ["me"],
  applications: ["applications"],
  admin: ["admin"],
  expertDesk: ["expert-desk"],
  consultationNotes: ["consultation-notes"],
  records: ["records"],
  reviews: ["reviews"],
  privacy: ["privacy"],
  push: ["push"],
  dataExport: ["data-export"],
  erasure: ["erasure"],
  people: ["people"],
  grievances: ["grievances"],
} as const;

/**
 * Reviews (docs/product.md#reviews-and-prescriptions): the client's own review of a booking (My
 * Bookings) and an expert's list (Expert detail). Saving one invalidates both, and the experts'
 * keys, since the expert's rating moves with it.
 */
export const reviewKeys = {
  all: queryRoots.reviews,
  own: (bookingId: string) => [...queryRoots.reviews, "own", bookingId] as const,
  expert: (expertId: string) => [...queryRoots.reviews, "expert", expertId] as const,
};

/** Who the signed-in user is to the app (admin, expert, latest application): GET /api/me, read by many screens. */
export const meKeys = {
  all: queryRoots.me,
  detail: (userId: string) => [...queryRoots.me, userId] as const,
};

/**
 * The expert's own desk (features/expert-desk): their dashboard of bookings, their hours, the Past
 * tab and a booking's page. A client's cancel invalidates it too, which marks it stale for an
 * expert who booked themselves.
 */
export const expertDeskKeys = {
  all: queryRoots.expertDesk,
  dashboard: (userId: string) => [...queryRoots.expertDesk, "dashboard", userId] as const,
  hours: (userId: string) => [...queryRoots.expertDesk, "hours", userId] as const,
  /** the Past tab, one list per filter */
  past: (userId: string, filter: string) => [...queryRoots.expertDesk, "past", userId, filter] as const,
  /** one booking's page */
  booking: (userId: string, bookingId: string) => [...queryRoots.expertDesk, "booking", userId, bookingId] as const,
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

/**
 * A person's notifications: the list (features/notifications) and the unread count, which the
 * header and the profile menu show too (lib/unread-notifications.ts). Marking read invalidates `all`.
 */
export const notificationKeys = {
  all: queryRoots.notifications,
  list: (userId: string) => [...queryRoots.notifications, "list", userId] as const,
  unread: (userId: string) => [...queryRoots.notifications, "unread", userId] as const,
};

/** The switches kept on the server (lib/server-preferences.ts). */
export const preferenceKeys = {
  mine: (userId: string) => [...queryRoots.preferences, userId] as const,
};

/** Invalidates every key given; resolves once the queries on screen have been read again. */
export function invalidate(queryClient: QueryClient, ...keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
