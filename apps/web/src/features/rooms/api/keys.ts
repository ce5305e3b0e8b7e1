import { queryRoots } from "@/lib/query-keys.ts";

export const roomKeys = {
  all: queryRoots.rooms,
  room: (bookingId: string) => [...queryRoots.rooms, bookingId] as const,
  messages: (bookingId: string) => [...queryRoots.rooms, bookingId, "messages"] as const,
};
