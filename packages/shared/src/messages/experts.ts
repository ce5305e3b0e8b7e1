/** Explore's search limit and the expert's messages, without zod: the pages that show them do not load the validator. */

/** Longest search text accepted; longer text cannot match a name or specialization anyway. */
export const EXPERT_SEARCH_MAX = 100;

/** Explore's filters (docs/product.md#explore-filters): the highest fee and experience a filter accepts. */
export const EXPLORE_FEE_MAX = 100000;
export const EXPLORE_EXPERIENCE_MAX = 60;
/** The languages Explore offers as filters: those the experts list most. */
export const EXPLORE_LANGUAGES = [
  "English", "Hindi", "Bengali", "Marathi", "Telugu", "Tamil", "Gujarati", "Kannada", "Malayalam", "Odia", "Punjabi",
] as const;
/** "Available" filter: a free slot later today, tomorrow, or from now to the end of the sixth day after today (IST). */
export const EXPLORE_AVAILABILITY = ["today", "tomorrow", "week"] as const;
export type ExploreAvailability = (typeof EXPLORE_AVAILABILITY)[number];
/** Days (today first) the "week" filter and the next-available time look at. */
export const EXPLORE_AVAILABILITY_DAYS = 7;
/** Slot chips on an Explore card (docs/product.md#next-available). */
export const NEXT_SLOT_CHIPS = 3;
export const EXPLORE_SORTS = ["relevance", "earliest", "fee", "rating", "experience"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
export const EXPLORE_SORT_LABELS: Record<ExploreSort, string> = {
  relevance: "Relevance",
  earliest: "Earliest available",
  fee: "Fee: low to high",
  rating: "Rating",
  experience: "Experience",
};
export const EXPLORE_AVAILABILITY_LABELS: Record<ExploreAvailability, string> = {
  today: "Available today",
  tomorrow: "Available tomorrow",
  week: "Within 7 days",
};

export const EXPERT_MESSAGES = {
  notFound: "Expert not found",
  invalidCategory: "Please choose a valid category",
  searchTooLong: `Search must be less than ${EXPERT_SEARCH_MAX} characters`,
  invalidCursor: "Invalid page cursor",
  invalidFilter: "Please choose a valid filter",
  invalidExperts: "Please choose up to 20 experts",
  feeRange: `Fees must be whole rupees from 0 to ${EXPLORE_FEE_MAX}`,
  feeOrder: "The lowest fee must not be more than the highest",
  experienceRange: `Experience must be whole years from 0 to ${EXPLORE_EXPERIENCE_MAX}`,
  unavailable: "This expert is not taking bookings right now.",
} as const;
