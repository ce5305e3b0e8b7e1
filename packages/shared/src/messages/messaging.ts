/** Messaging wording without zod, so the always-loaded bottom navigation can use it without pulling in the validator. */

/** "3 unread messages" – the accessible name of an unread count. */
export const unreadLabel = (n: number) => `${n} unread ${n === 1 ? "message" : "messages"}`;
