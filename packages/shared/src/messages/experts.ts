/** Explore's search limit and the expert's messages, without zod: the pages that show them do not load the validator. */

/** Longest search text accepted; longer text cannot match a name or specialization anyway. */
export const EXPERT_SEARCH_MAX = 100;

export const EXPERT_MESSAGES = {
  notFound: "Expert not found",
  invalidCategory: "Please choose a valid category",
  searchTooLong: `Search must be less than ${EXPERT_SEARCH_MAX} characters`,
  invalidCursor: "Invalid page cursor",
  unavailable: "This expert is not taking bookings right now.",
} as const;
