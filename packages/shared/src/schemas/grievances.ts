/** Concerns raised with the Grievance Officer: the form's and the replies' rules (docs/product.md#grievances). */
import { z } from "zod";
import {
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_DESCRIPTION_MIN,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_REPLY_MAX,
  GRIEVANCE_SUBJECTS,
} from "../messages/grievances.ts";
import { charCount, stripNul } from "../text.ts";

export const createGrievanceSchema = z.object({
  subject: z.enum(GRIEVANCE_SUBJECTS, { error: GRIEVANCE_MESSAGES.subjectRequired }),
  description: z
    .string({ error: GRIEVANCE_MESSAGES.descriptionMin })
    .overwrite(stripNul)
    .trim()
    .refine((d) => charCount(d) >= GRIEVANCE_DESCRIPTION_MIN, GRIEVANCE_MESSAGES.descriptionMin)
    .refine((d) => charCount(d) <= GRIEVANCE_DESCRIPTION_MAX, GRIEVANCE_MESSAGES.descriptionMax),
});

export const grievanceReplySchema = z.object({
  body: z
    .string({ error: GRIEVANCE_MESSAGES.replyRequired })
    .overwrite(stripNul)
    .trim()
    .min(1, GRIEVANCE_MESSAGES.replyRequired)
    .refine((b) => charCount(b) <= GRIEVANCE_REPLY_MAX, GRIEVANCE_MESSAGES.replyMax),
});

export type CreateGrievanceInput = z.input<typeof createGrievanceSchema>;
export type GrievanceReplyInput = z.input<typeof grievanceReplySchema>;
