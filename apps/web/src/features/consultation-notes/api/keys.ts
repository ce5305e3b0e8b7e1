import { queryRoots } from "@/lib/query-keys.ts";

/** Every consultation-notes cache key. */
export const noteKeys = {
  all: queryRoots.consultationNotes,
  detail: (bookingId: string) => [...queryRoots.consultationNotes, bookingId] as const,
};
