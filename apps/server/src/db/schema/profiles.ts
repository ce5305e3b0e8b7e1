/** People's profiles and their account-deletion requests. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/** Account and data deletion requests (kept for the team to act on: docs/product.md#account-deletion). */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    fullName: text("full_name").notNull(),
    reason: text("reason"),
    status: text("status").notNull().default("submitted"),
    createdAt,
  },
  (t) => [
    check("deletion_requests_email_check", sql`char_length(${t.email}) between 3 and 255`),
    check("deletion_requests_phone_check", sql`${t.phone} ~ '^\\+91-[0-9]{10}$'`),
    check("deletion_requests_full_name_check", sql`char_length(${t.fullName}) between 2 and 100`),
    check("deletion_requests_reason_check", sql`${t.reason} is null or char_length(${t.reason}) <= 1000`),
    check("deletion_requests_status_check", sql`${t.status} in ('submitted', 'verified', 'completed', 'rejected')`),
    index("deletion_requests_created_idx").on(t.createdAt.desc()),
  ],
);
