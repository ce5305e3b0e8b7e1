/** Experts: their rows and public counts, days off, and the applications to become one (limits: docs/product.md#limits). Constraints live here so the database refuses bad rows itself. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The categories of the experts table's check constraint. */
const EXPERT_CATEGORIES = ["medical", "legal", "financial", "tech"] as const;

export const experts = pgTable(
  "experts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    category: text("category").notNull(),
    specialization: text("specialization").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /** rating × reviews_count before rounding, kept by triggers on experts and expert_reviews (migration 0017) */
    ratingTotal: numeric("rating_total", { precision: 14, scale: 1, mode: "number" }).notNull().default(0),
    experienceYears: integer("experience_years").notNull().default(0),
    consultationFee: integer("consultation_fee").notNull().default(0),
    isVerified: boolean("is_verified").notNull().default(false),
    isAvailable: boolean("is_available").notNull().default(true),
    bio: text("bio"),
    education: text("education"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** set by an admin: hidden from Explore and not bookable; existing bookings stay */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    /**
     * Monday (index 0) to Sunday (6): bit i set = the i-th of TIME_SLOTS is open (migration 0009);
     * all open by default. Converted to and from slot lists by shared/schemas/expert-hours.
     */
    weeklyHours: integer("weekly_hours")
      .array()
      .notNull()
      .default(sql`'{262143,262143,262143,262143,262143,262143,262143}'::integer[]`),
    /** How the expert consults (video, voice, chat), filtered on in Explore (migration 0028); all by default. */
    consultationModes: text("consultation_modes")
      .array()
      .notNull()
      .default(sql`'{video,voice,chat}'::text[]`),
    /**
     * The professional registration an admin checked when approving (migration 0032): for a doctor
     * the number and the State Medical Council or NMC, shown on their page and printed on every
     * prescription (docs/product.md#doctors-registration).
     */
    registrationNumber: text("registration_number"),
    registrationCouncil: text("registration_council"),
    registrationVerifiedAt: timestamp("registration_verified_at", { withTimezone: true }),
    /** a lawyer's date of enrolment with the State Bar Council in registration_council (migration 0039, docs/product.md#lawyers-enrolment) */
    enrolledOn: date("enrolled_on", { mode: "string" }),
    createdAt,
  },
  (t) => [
    check("experts_category_check", sql`${t.category} in ('medical', 'legal', 'financial', 'tech')`),
    check("experts_rating_check", sql`${t.rating} between 0 and 5`),
    check("experts_reviews_count_check", sql`${t.reviewsCount} >= 0`),
    check("experts_experience_years_check", sql`${t.experienceYears} >= 0`),
    check("experts_consultation_fee_check", sql`${t.consultationFee} >= 0`),
    check("experts_name_check", sql`length(btrim(${t.name})) > 0`),
    check("experts_registration_council_check", sql`${t.registrationCouncil} is null or ${t.registrationNumber} is not null`),
    check(
      "experts_consultation_modes_check",
      sql`cardinality(${t.consultationModes}) > 0 and ${t.consultationModes} <@ array['video', 'voice', 'chat']::text[]`,
    ),
    // Explore's order is `rating desc, id` (DESC means NULLS FIRST): the index must say the same to serve it.
    index("experts_category_rating_idx").on(t.category, t.rating.desc().nullsFirst(), t.id),
    // Explore's filters and sorts (migration 0028): languages and modes by containment, the fee and
    // experience sorts walk their own order inside a category.
    index("experts_languages_idx").using("gin", t.languages),
    index("experts_consultation_modes_idx").using("gin", t.consultationModes),
    index("experts_category_fee_idx").on(t.category, t.consultationFee, t.id),
    index("experts_category_experience_idx").on(t.category, t.experienceYears.desc().nullsFirst(), t.id),
    // Search always names a category: one trigram index per category gives only that category's
    // matches, instead of ANDing a whole-table trigram bitmap with the category's 25,000 index entries.
    ...EXPERT_CATEGORIES.flatMap((category) => [
      index(`experts_${category}_name_trgm_idx`)
        .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
        .where(sql`${t.category} = ${sql.raw(`'${category}'`)}`),
      index(`experts_${category}_specialization_trgm_idx`)
        .using("gin", sql`lower(${t.specialization}) gin_trgm_ops`)
        .where(sql`${t.category} = ${sql.raw(`'${category}'`)}`),
    ]),
  ],
);

/** Versions of expert_counts rows: drawn from a sequence, so a value never comes back (migration 0004). */
export const expertCountsVersionSeq = pgSequence("expert_counts_version_seq");

/**
 * How many experts each category has, and how many of them are available: kept by statement-level
 * triggers on experts (migration 0003), so Explore's heading is one primary-key read rather than a
 * count over a whole category on every page. `version` changes with every statement that changes
 * a category's experts (migration 0004): Explore's cached pages are served only while it stands.
 */
export const expertCounts = pgTable(
  "expert_counts",
  {
    category: text("category").primaryKey(),
    total: integer("total").notNull().default(0),
    available: integer("available").notNull().default(0),
    version: bigint("version", { mode: "number" })
      .notNull()
      .default(sql`nextval('expert_counts_version_seq')`),
  },
  (t) => [
    check("expert_counts_total_check", sql`${t.total} >= 0`),
    check("expert_counts_available_check", sql`${t.available} between 0 and ${t.total}`),
  ],
);

/** An expert's days off (IST dates): no slot of that day can be booked. */
export const expertDaysOff = pgTable(
  "expert_days_off",
  {
    expertId: uuid("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ name: "expert_days_off_pkey", columns: [t.expertId, t.day] })],
);

/** Applications to become an expert; one submitted (open) application per user. */
export const expertApplications = pgTable(
  "expert_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("submitted"),
    category: text("category").notNull(),
    specialization: text("specialization").notNull(),
    experienceYears: integer("experience_years").notNull(),
    consultationFee: integer("consultation_fee").notNull(),
    bio: text("bio").notNull(),
    education: text("education").notNull(),
    languages: text("languages").array().notNull(),
    registrationNumber: text("registration_number"),
    /** a doctor's State Medical Council or NMC (migration 0032), a lawyer's State Bar Council (migration 0039) */
    registrationCouncil: text("registration_council"),
    /** a lawyer's date of enrolment (migration 0039) */
    enrolledOn: date("enrolled_on", { mode: "string" }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    createdAt,
  },
  (t) => [
    uniqueIndex("expert_applications_one_open_idx").on(t.userId).where(sql`${t.status} = 'submitted'`),
    index("expert_applications_user_idx").on(t.userId, t.createdAt.desc()),
    index("expert_applications_queue_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'submitted'`),
  ],
);

/** Supporting documents of an application, kept in private storage under storage_key. */
export const expertApplicationDocuments = pgTable(
  "expert_application_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => expertApplications.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt,
  },
  (t) => [index("expert_application_documents_application_idx").on(t.applicationId, t.createdAt)],
);
