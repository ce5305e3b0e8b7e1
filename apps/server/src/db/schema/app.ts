/** The product's own tables (limits: docs/product.md#limits). Constraints live here so the database refuses bad rows itself. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    createdAt,
  },
  (t) => [
    check("experts_category_check", sql`${t.category} in ('medical', 'legal', 'financial', 'tech')`),
    check("experts_rating_check", sql`${t.rating} between 0 and 5`),
    check("experts_reviews_count_check", sql`${t.reviewsCount} >= 0`),
    check("experts_experience_years_check", sql`${t.experienceYears} >= 0`),
    check("experts_consultation_fee_check", sql`${t.consultationFee} >= 0`),
    check("experts_name_check", sql`length(btrim(${t.name})) > 0`),
    // Explore's order is `rating desc, id` (DESC means NULLS FIRST): the index must say the same to serve it.
    index("experts_category_rating_idx").on(t.category, t.rating.desc().nullsFirst(), t.id),
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

/** Versions of read_versions rows: drawn from a sequence, so a value never comes back (migration 0006). */
export const readVersionsSeq = pgSequence("read_versions_seq");

/**
 * One version per cached public list that is not per category: 'feed' (the doctors' feed, all
 * tabs) and 'doubts' (the doubts board). Statement-level triggers draw a new version with every
 * statement that changes what those lists show (migration 0006), in the same transaction, so a
 * page cached under the old version is never served again on any instance.
 */
export const readVersions = pgTable("read_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" })
    .notNull()
    .default(sql`nextval('read_versions_seq')`),
});

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

/**
 * A booking holds [scheduled_at, ends_at). The exclusion constraints that stop double booking
 * (per expert and per user, for pending and confirmed bookings) are in a hand-written migration,
 * because drizzle-kit cannot express EXCLUDE.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertId: uuid("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("pending"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    consultationType: text("consultation_type").notNull(),
    amount: integer("amount").notNull().default(0),
    notes: text("notes"),
    cancelledBy: text("cancelled_by"),
    cancellationReason: text("cancellation_reason"),
    createdAt,
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`),
    check("bookings_consultation_type_check", sql`${t.consultationType} in ('video', 'voice', 'chat', 'in_person')`),
    check("bookings_amount_check", sql`${t.amount} >= 0`),
    check("bookings_notes_check", sql`${t.notes} is null or char_length(${t.notes}) <= 500`),
    check("bookings_ends_after_start_check", sql`${t.endsAt} > ${t.scheduledAt}`),
    // My Bookings pages newest first on (scheduled_at desc, id desc), NULLS FIRST as plain DESC is.
    index("bookings_user_scheduled_idx").on(t.userId, t.scheduledAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The expert's desk reads its lists in this order (migration 0021).
    index("bookings_expert_scheduled_id_idx").on(t.expertId, t.scheduledAt, t.id),
    // The desk's Past tab, by how a booking ended (migration 0023): completed, no-show…
    index("bookings_expert_status_scheduled_id_idx").on(t.expertId, t.status, t.scheduledAt, t.id),
    // …and cancelled, by whom.
    index("bookings_expert_cancelled_idx").on(t.expertId, t.cancelledBy, t.scheduledAt, t.id).where(sql`${t.status} = 'cancelled'`),
    // A client's no-shows, counted before each new booking (migration 0013).
    index("bookings_user_no_show_idx").on(t.userId, t.scheduledAt).where(sql`${t.status} = 'no_show'`),
  ],
);

/**
 * Every status change of a booking (migration 0009): written in the same statement as the change.
 * Which moves are allowed is enforced by the bookings_status_move trigger.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
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

/** Every admin action; append-only (a trigger refuses UPDATE and DELETE, migration 0009). */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** null when the action came from configuration (ADMIN_EMAILS) or the command line */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetTable: text("target_table").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_at_idx").on(t.at.desc(), t.id.desc())],
);

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

export const doctorPosts = pgTable(
  "doctor_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt,
  },
  (t) => [
    check("doctor_posts_content_check", sql`char_length(btrim(${t.content})) between 1 and 5000`),
    check("doctor_posts_likes_count_check", sql`${t.likesCount} >= 0`),
    check("doctor_posts_comments_count_check", sql`${t.commentsCount} >= 0`),
    index("doctor_posts_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("doctor_posts_doctor_idx").on(t.doctorId),
    // The posts quota counts one author's posts of the last hour.
    index("doctor_posts_doctor_created_idx").on(t.doctorId, t.createdAt),
  ],
);

export const doctorVideos = pgTable(
  "doctor_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** storage key, e.g. doctor-videos/{user id}/{timestamp}.mp4; served under /api/media/ */
    videoUrl: text("video_url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    mimeType: text("mime_type").notNull().default("video/mp4"),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull().default(0),
    /** the stored thumbnail's size, counted in the owner's storage (migration 0022) */
    thumbnailBytes: bigint("thumbnail_bytes", { mode: "number" }).notNull().default(0),
    durationSeconds: integer("duration_seconds"),
    viewsCount: bigint("views_count", { mode: "number" }).notNull().default(0),
    /** the HLS renditions' progress (migration 0024, features/feed/feed.renditions.ts) */
    renditionsState: text("renditions_state", { enum: ["none", "waiting", "processing", "ready", "failed"] }).notNull().default("none"),
    renditionsPercent: smallint("renditions_percent").notNull().default(0),
    /** the pg-boss job that runs (or last ran) the transcode */
    renditionsJob: uuid("renditions_job"),
    /** names the stored files of one attempt: doctor-videos/{owner}/hls-{run}/ */
    renditionsRun: text("renditions_run"),
    /** counted in the owner's storage (the user_files view) while ready */
    renditionsBytes: bigint("renditions_bytes", { mode: "number" }).notNull().default(0),
    /** the rungs made (240, 360…), while ready */
    renditionsHeights: smallint("renditions_heights").array().notNull().default(sql`'{}'`),
    /** why the last attempt failed, in words for the owner */
    renditionsError: text("renditions_error"),
    renditionsUpdatedAt: timestamp("renditions_updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (t) => [
    check("doctor_videos_renditions_state_check", sql`${t.renditionsState} in ('none', 'waiting', 'processing', 'ready', 'failed')`),
    check("doctor_videos_renditions_percent_check", sql`${t.renditionsPercent} between 0 and 100`),
    check("doctor_videos_renditions_bytes_check", sql`${t.renditionsBytes} >= 0`),
    check("doctor_videos_renditions_run_check", sql`${t.renditionsRun} is null or ${t.renditionsRun} ~ '^[0-9a-f]{16}$'`),
    check(
      "doctor_videos_renditions_ready_check",
      sql`(${t.renditionsState} <> 'ready' or ${t.renditionsRun} is not null) and (${t.renditionsState} = 'ready' or (${t.renditionsBytes} = 0 and cardinality(${t.renditionsHeights}) = 0)) and (${t.renditionsState} <> 'processing' or (${t.renditionsRun} is not null and ${t.renditionsJob} is not null))`,
    ),
    check("doctor_videos_title_check", sql`char_length(btrim(${t.title})) between 1 and 200`),
    check("doctor_videos_description_check", sql`${t.description} is null or char_length(${t.description}) <= 5000`),
    check("doctor_videos_duration_check", sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    check("doctor_videos_views_count_check", sql`${t.viewsCount} >= 0`),
    check("doctor_videos_size_check", sql`${t.sizeBytes} >= 0`),
    index("doctor_videos_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("doctor_videos_doctor_idx").on(t.doctorId),
  ],
);

/**
 * Resumable video uploads from their creation until the daily clean-up (migration 0007): what
 * waits to be saved, and what the upload quotas count.
 */
export const videoUploads = pgTable(
  "video_uploads",
  {
    /** the tus upload id: 32 hex characters chosen by the server */
    id: text("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["uploading", "ready", "saved", "removed"] }).notNull().default("uploading"),
    /** declared length while uploading; the stored size afterwards */
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    videoKey: text("video_key"),
    thumbnailKey: text("thumbnail_key"),
    thumbnailBytes: bigint("thumbnail_bytes", { mode: "number" }).notNull().default(0),
    mimeType: text("mime_type"),
    durationSeconds: integer("duration_seconds"),
    videoId: uuid("video_id").references(() => doctorVideos.id, { onDelete: "set null" }),
    createdAt,
    /** the last request that carried bytes; an upload idle for an hour no longer counts as in progress */
    touchedAt: timestamp("touched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("video_uploads_id_check", sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check("video_uploads_state_check", sql`${t.state} in ('uploading', 'ready', 'saved', 'removed')`),
    check("video_uploads_size_check", sql`${t.sizeBytes} >= 0`),
    check(
      "video_uploads_stored_check",
      sql`${t.state} not in ('ready', 'saved') or (${t.videoKey} is not null and ${t.mimeType} is not null)`,
    ),
    check("video_uploads_duration_check", sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    index("video_uploads_owner_created_idx").on(t.ownerId, t.createdAt),
    index("video_uploads_created_idx").on(t.createdAt),
  ],
);

/** One row per video, viewer and day (IST): a view counts only when its row is new (migration 0007). */
export const videoViews = pgTable(
  "video_views",
  {
    videoId: uuid("video_id")
      .notNull()
      .references(() => doctorVideos.id, { onDelete: "cascade" }),
    /** 'u:' + user id, or 'v:' + the id in a visitor's signed cookie */
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.viewer, t.day], name: "video_views_pkey" }),
    check("video_views_viewer_check", sql`char_length(${t.viewer}) between 3 and 80`),
    index("video_views_day_idx").on(t.day),
  ],
);

export const doctorDoubts = pgTable(
  "doctor_doubts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    category: text("category"),
    isResolved: boolean("is_resolved").notNull().default(false),
    answersCount: integer("answers_count").notNull().default(0),
    createdAt,
  },
  (t) => [
    check("doctor_doubts_question_check", sql`char_length(btrim(${t.question})) between 1 and 2000`),
    check("doctor_doubts_category_check", sql`${t.category} is null or char_length(btrim(${t.category})) between 1 and 50`),
    check("doctor_doubts_answers_count_check", sql`${t.answersCount} >= 0`),
    // The board pages on `created_at desc, id desc` (NULLS FIRST, as plain DESC is).
    index("doctor_doubts_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("doctor_doubts_doctor_idx").on(t.doctorId),
  ],
);

export const doubtAnswers = pgTable(
  "doubt_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doubtId: uuid("doubt_id")
      .notNull()
      .references(() => doctorDoubts.id, { onDelete: "cascade" }),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    isAccepted: boolean("is_accepted").notNull().default(false),
    createdAt,
  },
  (t) => [
    check("doubt_answers_answer_check", sql`char_length(btrim(${t.answer})) between 10 and 2000`),
    index("doubt_answers_doubt_created_idx").on(t.doubtId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("doubt_answers_doctor_idx").on(t.doctorId),
    uniqueIndex("doubt_answers_one_accepted_idx").on(t.doubtId).where(sql`${t.isAccepted}`),
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

/**
 * The app's own rate-limit counters (lib/rate-limits.ts), kept apart from Better Auth's
 * rate_limits, whose clean-up removes every row older than Better Auth's own window.
 */
export const appRateLimits = pgTable(
  "app_rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** epoch milliseconds at which this window ends */
    resetAt: bigint("reset_at", { mode: "number" }).notNull(),
  },
  (t) => [index("app_rate_limits_reset_at_idx").on(t.resetAt)],
);
