/**
 * When a consultation's room is open, and the room's wording: without zod, so a booking card can
 * show Join Session without loading the validator (the room's message schemas are in schemas/rooms.ts).
 */
import { CHAT_MESSAGE_MAX, ROOM_GRACE_MINUTES, ROOM_OPENS_BEFORE_MINUTES } from "./constants.ts";

export const ROOM_MESSAGES = {
  notFound: "Session not found",
  notConfirmed: "This session is not confirmed, so its room is closed.",
  tooEarly: "The room is not open yet.",
  closed: "This session has ended; its room is closed.",
  chatEmpty: "Type a message first.",
  chatTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`,
  badPosition: "This chat position is not valid. Reload the room.",
} as const;

export type RoomState = "too-early" | "open" | "closed";

/** The room of a slot [start, end) is open from 10 minutes before the start to 15 after the end. */
export function roomWindow(scheduledAt: Date, endsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(scheduledAt.getTime() - ROOM_OPENS_BEFORE_MINUTES * 60_000),
    closesAt: new Date(endsAt.getTime() + ROOM_GRACE_MINUTES * 60_000),
  };
}

export function roomState(status: string, scheduledAt: Date, endsAt: Date, now: number): RoomState {
  if (status !== "confirmed") return "closed";
  const { opensAt, closesAt } = roomWindow(scheduledAt, endsAt);
  if (now < opensAt.getTime()) return "too-early";
  return now < closesAt.getTime() ? "open" : "closed";
}
