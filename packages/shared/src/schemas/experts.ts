/** Explore's list query and the expert's messages (docs/product.md#explore, #expert-detail). */
import { z } from "zod";
import { CATEGORIES } from "../categories.ts";

/** Longest search text accepted; longer text cannot match a name or specialization anyway. */
export const EXPERT_SEARCH_MAX = 100;

export const EXPERT_MESSAGES = {
  notFound: "Expert not found",
  invalidCategory: "Please choose a valid category",
  searchTooLong: `Search must be less than ${EXPERT_SEARCH_MAX} characters`,
  invalidCursor: "Invalid page cursor",
  unavailable: "This expert is not taking bookings right now.",
} as const;

export const expertListQuerySchema = z.object({
  category: z.enum(CATEGORIES, { error: EXPERT_MESSAGES.invalidCategory }),
  /** trimmed; blank means no search */
  q: z
    .string()
    .trim()
    .max(EXPERT_SEARCH_MAX, EXPERT_MESSAGES.searchTooLong)
    .optional()
    .transform((q) => (q ? q : undefined)),
  cursor: z.string().max(200, EXPERT_MESSAGES.invalidCursor).optional(),
});

export type ExpertListQuery = z.input<typeof expertListQuerySchema>;
