/** Doctors' doubts board: the question and answer rules and texts of docs/product.md#doubts. */
import { z } from "zod";
import { ANSWER_MAX, ANSWER_MIN, DOUBT_CATEGORY_MAX, DOUBT_QUESTION_MAX } from "../constants.ts";
import { DOUBT_MESSAGES } from "../messages/doubts.ts";
import { charCount, stripNul } from "../text.ts";

export { ANSWER_MAX, ANSWER_MIN, DOUBT_CATEGORY_MAX, DOUBT_QUESTION_MAX };

export { DOUBT_MESSAGES };

export { charCount };

export const createDoubtSchema = z.object({
  question: z
    .string({ error: DOUBT_MESSAGES.questionRequired })
    .overwrite(stripNul)
    .trim()
    .min(1, DOUBT_MESSAGES.questionRequired)
    .refine((q) => charCount(q) <= DOUBT_QUESTION_MAX, DOUBT_MESSAGES.questionMax),
  // Optional: trimmed, and sent as null when empty (docs/product.md#doubts-board).
  category: z
    .string({ error: DOUBT_MESSAGES.categoryMax })
    .overwrite(stripNul)
    .trim()
    .refine((c) => charCount(c) <= DOUBT_CATEGORY_MAX, DOUBT_MESSAGES.categoryMax)
    .nullish()
    .transform((c) => (c ? c : null)),
});

export const createAnswerSchema = z.object({
  answer: z
    .string({ error: DOUBT_MESSAGES.answerMin })
    .overwrite(stripNul)
    .trim()
    .refine((a) => charCount(a) >= ANSWER_MIN, DOUBT_MESSAGES.answerMin)
    .refine((a) => charCount(a) <= ANSWER_MAX, DOUBT_MESSAGES.answerMax),
});

/** The Post Answer button is enabled only from ANSWER_MIN characters after trimming (docs/product.md#doubt-discussion). */
export function isAnswerLongEnough(raw: string): boolean {
  return charCount(raw.trim()) >= ANSWER_MIN;
}

export type CreateDoubtInput = z.input<typeof createDoubtSchema>;
export type CreateDoubt = z.output<typeof createDoubtSchema>;
export type CreateAnswerInput = z.input<typeof createAnswerSchema>;
