/** Explore's list query and the expert's messages (docs/product.md#explore, #expert-detail). */
import { z } from "zod";
import { CATEGORIES } from "../categories.ts";
import { EXPERT_MESSAGES, EXPERT_SEARCH_MAX } from "../messages/experts.ts";

export { EXPERT_MESSAGES, EXPERT_SEARCH_MAX };

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
