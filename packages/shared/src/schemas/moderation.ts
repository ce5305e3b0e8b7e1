/**
 * Reports and moderation decisions (docs/product.md#reports, #moderation): what a person sends when
 * reporting, and what an admin sends when deciding, with the words both sides show.
 */
import { z } from "zod/mini";
import { MODERATION_NOTE_MAX, REPORT_DETAILS_MAX } from "../constants.ts";
import { MODERATION_ACTIONS, MODERATION_MESSAGES, REPORT_KINDS, REPORT_REASONS } from "../messages/moderation.ts";

export * from "../messages/moderation.ts";

export const createReportSchema = z.object({
  kind: z.enum(REPORT_KINDS, MODERATION_MESSAGES.itemNotFound),
  itemId: z.uuid(MODERATION_MESSAGES.itemNotFound),
  reason: z.enum(REPORT_REASONS, MODERATION_MESSAGES.reasonRequired),
  details: z.optional(z.string().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX, MODERATION_MESSAGES.detailsTooLong))),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const moderationDecisionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_NOTE_MAX, MODERATION_MESSAGES.noteTooLong))),
});
export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;

/** Lifting a suspension: an optional note, told to the person. */
export const liftSuspensionSchema = z.object({
  note: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_NOTE_MAX, MODERATION_MESSAGES.noteTooLong))),
});
export type LiftSuspensionInput = z.input<typeof liftSuspensionSchema>;
