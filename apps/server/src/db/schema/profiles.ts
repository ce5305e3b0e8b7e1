/** People's profiles and their account-deletion requests. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One row per user, created by a trigger on users (see the migration), id = the user's id. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    phone: text("phone"),
    avatarUrl: text("avatar_url"),
    specialization: text("specialization"),
    bio: text("bio"),
    education: text("education"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("profiles_full_name_check", sql`${t.fullName} is null or char_length(${t.fullName}) between 2 and 100`),
    check("profiles_phone_check", sql`${t.phone} is null or ${t.phone} ~ '^\\+?[1-9][0-9]{1,14}$'`),
    check("profiles_bio_check", sql`${t.bio} is null or char_length(${t.bio}) <= 500`),
    check("profiles_specialization_check", sql`${t.specialization} is null or char_length(${t.specialization}) <= 100`),
    check("profiles_education_check", sql`${t.education} is null or char_length(${t.education}) <= 200`),
  ],
);

/**
 * Account and data deletion requests (docs/product.md#account-deletion). The form's requests
 * (`submitted`) are for the team; a signed-in person's own request (docs/product.md#erasure) moves
 * awaiting_confirmation → scheduled (confirmed from the e-mailed link) → erasing (rows gone, files
 * being removed) → completed, or → cancelled. A completed one is kept, its details replaced, as the
 * record that the erasure happened.
 */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** the form's; null on a signed-in person's own request, which names the account instead */
    phone: text("phone"),
    fullName: text("full_name"),
    reason: text("reason"),
    status: text("status").notNull().default("submitted"),
    createdAt,
    /** sha-256 of the e-mailed confirmation token (the token itself is never stored) */
    tokenHash: text("token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** when the erasure job runs: the grace period after confirmation */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** storage keys (and folders, ending in "/") still to delete once the rows are gone */
    pendingFiles: text("pending_files").array(),
  },
  (t) => [
    check("deletion_requests_email_check", sql`char_length(${t.email}) between 3 and 255`),
    check("deletion_requests_phone_check", sql`${t.phone} ~ '^\\+91-[0-9]{10}$'`),
    check("deletion_requests_full_name_check", sql`char_length(${t.fullName}) between 2 and 100`),
    check("deletion_requests_reason_check", sql`${t.reason} is null or char_length(${t.reason}) <= 1000`),
    check(
      "deletion_requests_status_check",
      sql`${t.status} in ('submitted', 'verified', 'completed', 'rejected', 'awaiting_confirmation', 'scheduled', 'cancelled', 'erasing')`,
    ),
    check("deletion_requests_scheduled_check", sql`${t.status} not in ('scheduled', 'erasing') or (${t.scheduledFor} is not null and ${t.confirmedAt} is not null)`),
    check("deletion_requests_own_check", sql`${t.status} not in ('awaiting_confirmation', 'scheduled', 'erasing') or ${t.userId} is not null`),
    check("deletion_requests_form_check", sql`${t.status} not in ('submitted', 'verified', 'rejected') or (${t.phone} is not null and ${t.fullName} is not null)`),
    index("deletion_requests_created_idx").on(t.createdAt.desc()),
    // One open erasure per account: a second request while one waits is a conflict the database refuses.
    uniqueIndex("deletion_requests_open_idx")
      .on(t.userId)
      .where(sql`${t.status} in ('awaiting_confirmation', 'scheduled', 'erasing')`),
    uniqueIndex("deletion_requests_token_idx").on(t.tokenHash),
  ],
);
