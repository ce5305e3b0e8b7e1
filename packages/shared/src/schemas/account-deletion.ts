/**
 * Account and data deletion request (docs/product.md#account-deletion): one schema for the form
 * and POST /api/profile/deletion-requests, with its messages and timelines.
 */
import { z } from "zod";
import { DELETION_EMAIL_MAX, FULL_NAME_MAX, FULL_NAME_MIN } from "../constants.ts";
import { DELETION_COMPLETE_BUSINESS_DAYS, DELETION_VERIFY_BUSINESS_DAYS } from "../messages/support.ts";
import { charCount } from "../text.ts";

/** Chosen by the team; the database allows the same. */
export const DELETION_REASON_MAX = 1000;
/** Indian mobile numbers only, written +91-XXXXXXXXXX. */
export const DELETION_PHONE_PATTERN = /^\+91-[0-9]{10}$/;
export { DELETION_COMPLETE_BUSINESS_DAYS, DELETION_VERIFY_BUSINESS_DAYS };
/** Requests accepted per client address per hour (chosen by the team; stops the form being used to flood the team). */
export const DELETION_REQUESTS_PER_HOUR = 5;

export const DELETION_MESSAGES = {
  invalidEmail: "Invalid email address",
  phoneFormat: "Format: +91-XXXXXXXXXX",
  nameRequired: "Name is required",
  nameMax: `Name must be less than ${FULL_NAME_MAX} characters`,
  reasonMax: `Reason must be less than ${DELETION_REASON_MAX} characters`,
  submitted: "Deletion Request Submitted",
  submittedDescription: `We'll verify your identity within ${DELETION_VERIFY_BUSINESS_DAYS} business days.`,
  failed: "Failed to submit deletion request",
  tooMany: "Too many deletion requests from your network. Please try again in an hour, or write to our support team.",
  checkDetails: "Check the details and send the request again: a valid email address, the phone number as +91-XXXXXXXXXX and your full name.",
} as const;

/**
 * The form sent by the browser itself (its script has not run, or JavaScript is off) is answered
 * by going back to the page with `?request=<outcome>`, which the page shows; the address carries
 * nothing that was typed.
 */
export const DELETION_FORM_OUTCOME_PARAM = "request";
export const DELETION_FORM_OUTCOMES = {
  sent: DELETION_MESSAGES.submitted,
  invalid: DELETION_MESSAGES.checkDetails,
  "too-many": DELETION_MESSAGES.tooMany,
  failed: DELETION_MESSAGES.failed,
} as const;
export type DeletionFormOutcome = keyof typeof DELETION_FORM_OUTCOMES;
export const isDeletionFormOutcome = (value: string | null): value is DeletionFormOutcome => value !== null && Object.hasOwn(DELETION_FORM_OUTCOMES, value);

export const deletionRequestSchema = z.object({
  email: z
    .string({ error: DELETION_MESSAGES.invalidEmail })
    .trim()
    .max(DELETION_EMAIL_MAX, DELETION_MESSAGES.invalidEmail)
    .pipe(z.email(DELETION_MESSAGES.invalidEmail)),
  phone: z.string({ error: DELETION_MESSAGES.phoneFormat }).trim().regex(DELETION_PHONE_PATTERN, DELETION_MESSAGES.phoneFormat),
  fullName: z
    .string({ error: DELETION_MESSAGES.nameRequired })
    .trim()
    .refine((v) => charCount(v) >= FULL_NAME_MIN, DELETION_MESSAGES.nameRequired)
    .refine((v) => charCount(v) <= FULL_NAME_MAX, DELETION_MESSAGES.nameMax),
  reason: z
    .string({ error: DELETION_MESSAGES.reasonMax })
    .trim()
    .refine((v) => charCount(v) <= DELETION_REASON_MAX, DELETION_MESSAGES.reasonMax)
    .nullish()
    .transform((v) => v || null),
});

export type DeletionRequestInput = z.input<typeof deletionRequestSchema>;
export type DeletionRequest = z.output<typeof deletionRequestSchema>;
