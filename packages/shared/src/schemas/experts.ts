/** Explore's list query and the expert's messages (docs/product.md#explore, #expert-detail). */
import { z } from "zod";
import { CATEGORIES } from "../categories.ts";
import { CONSULTATION_TYPES, PAGE_SIZE } from "../constants.ts";
import {
  EXPERT_MESSAGES,
  EXPERT_SEARCH_MAX,
  EXPLORE_AVAILABILITY,
  EXPLORE_EXPERIENCE_MAX,
  EXPLORE_FEE_MAX,
  EXPLORE_LANGUAGES,
  EXPLORE_SORTS,
} from "../messages/experts.ts";

export { EXPERT_MESSAGES, EXPERT_SEARCH_MAX };

/** A field left empty in the filters form (a GET form sends every field) is no filter. */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);
const wholeNumber = (max: number, message: string) =>
  z.preprocess(blankIsAbsent, z.coerce.number({ error: message }).int(message).min(0, message).max(max, message).optional());
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankIsAbsent, z.enum(values, { error: EXPERT_MESSAGES.invalidFilter }).optional());

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
  /** docs/product.md#explore-filters */
  available: oneOf(EXPLORE_AVAILABILITY),
  mode: oneOf(CONSULTATION_TYPES),
  feeMin: wholeNumber(EXPLORE_FEE_MAX, EXPERT_MESSAGES.feeRange),
  feeMax: wholeNumber(EXPLORE_FEE_MAX, EXPERT_MESSAGES.feeRange),
  experience: wholeNumber(EXPLORE_EXPERIENCE_MAX, EXPERT_MESSAGES.experienceRange),
  /** one or more (repeated in the address): the expert speaks at least one of them */
  lang: z
    .union([z.string(), z.array(z.string())], { error: EXPERT_MESSAGES.invalidFilter })
    .optional()
    .transform((lang) => (lang === undefined ? undefined : [...new Set(Array.isArray(lang) ? lang : [lang])].sort()))
    .pipe(z.array(z.enum(EXPLORE_LANGUAGES, { error: EXPERT_MESSAGES.invalidFilter })).optional()),
  rating: z.preprocess(blankIsAbsent, z.literal("4", { error: EXPERT_MESSAGES.invalidFilter }).optional()),
  sort: oneOf(EXPLORE_SORTS),
}).refine((f) => f.feeMin === undefined || f.feeMax === undefined || f.feeMin <= f.feeMax, {
  message: EXPERT_MESSAGES.feeOrder,
  path: ["feeMax"],
});

export type ExpertListQuery = z.input<typeof expertListQuerySchema>;

/** The experts of one Explore page whose next free slots the cards show (docs/product.md#next-available). */
export const nextSlotsQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: EXPERT_MESSAGES.invalidExperts })
    .transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])])
    .pipe(z.array(z.uuid(EXPERT_MESSAGES.invalidExperts)).min(1, EXPERT_MESSAGES.invalidExperts).max(PAGE_SIZE, EXPERT_MESSAGES.invalidExperts)),
});
