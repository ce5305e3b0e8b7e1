/**
 * Edit Profile (docs/product.md#edit-profile): one schema for the form and PATCH /api/profile, with its messages,
 * plus the support contact details shown on Help, the legal pages and the deletion page.
 */
import { z } from "zod";
import { BIO_MAX, EDUCATION_MAX, FULL_NAME_MAX, FULL_NAME_MIN, SPECIALIZATION_MAX } from "../constants.ts";
import { SUPPORT_CONTACT } from "../messages/support.ts";
import { charCount } from "../text.ts";

export const PROFILE_MESSAGES = {
  nameMin: `Name must be at least ${FULL_NAME_MIN} characters`,
  nameMax: `Name must be less than ${FULL_NAME_MAX} characters`,
  phoneInvalid: "Please enter a valid phone number",
  bioMax: `Bio must be less than ${BIO_MAX} characters`,
  specializationMax: `Specialization must be less than ${SPECIALIZATION_MAX} characters`,
  educationMax: `Education must be less than ${EDUCATION_MAX} characters`,
  notAuthenticated: "Not authenticated",
  updated: "Profile updated successfully",
  updateFailed: "Failed to update profile",
  comingSoon: "This feature is coming soon.",
} as const;

/** Optional plus, first digit 1-9, 2 to 15 digits in all; the database checks the same pattern. */
export const PHONE_PATTERN = /^\+?[1-9][0-9]{1,14}$/;

export { charCount };

/** Spaces and hyphens people type between digit groups ("+91 98765-43210") are dropped before the check. */
const stripSeparators = (value: string) => value.replace(/[\s-]/g, "");

/** An optional text field: absent leaves the stored value alone, empty (or blank) clears it to null. */
function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => charCount(v) <= max, message)
    .nullish()
    .transform((v) => (v === "" ? null : v));
}

export const profileUpdateSchema = z.object({
  full_name: z
    .string({ error: PROFILE_MESSAGES.nameMin })
    .trim()
    .refine((v) => charCount(v) >= FULL_NAME_MIN, PROFILE_MESSAGES.nameMin)
    .refine((v) => charCount(v) <= FULL_NAME_MAX, PROFILE_MESSAGES.nameMax),
  phone: z
    .string({ error: PROFILE_MESSAGES.phoneInvalid })
    .transform(stripSeparators)
    .refine((v) => v === "" || PHONE_PATTERN.test(v), PROFILE_MESSAGES.phoneInvalid)
    .nullish()
    .transform((v) => (v === "" ? null : v)),
  specialization: optionalText(SPECIALIZATION_MAX, PROFILE_MESSAGES.specializationMax),
  education: optionalText(EDUCATION_MAX, PROFILE_MESSAGES.educationMax),
  bio: optionalText(BIO_MAX, PROFILE_MESSAGES.bioMax),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The editable fields, in the order the form shows them (server field issues map onto these). */
export const PROFILE_FIELDS = ["full_name", "phone", "specialization", "education", "bio"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export { SUPPORT_CONTACT };
