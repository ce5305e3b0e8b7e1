/** The doctors' feed: posts, videos (with their uploads, views and renditions) and the versions its cached pages are keyed by. */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, type AnyPgColumn, integer, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
    /** set while moderators hide it (migration 0037): only its author still sees it */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("doctor_posts_content_check", sql`char_length(btrim(${t.content})) between 1 and 5000`),
    check("doctor_posts_likes_count_check", sql`${t.likesCount} >= 0`),
    check("doctor_posts_comments_count_check", sql`${t.commentsCount} >= 0`),
    index("doctor_posts_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("doctor_posts_doctor_idx").on(t.doctorId),
    // The posts quota counts one author's posts of the last hour.
    index("doctor_posts_doctor_created_idx").on(t.doctorId, t.createdAt),
    // One author's posts newest first: their profile and the Following tab (migration 0034).
    index("doctor_posts_doctor_recent_idx").on(t.doctorId, t.createdAt.desc(), t.id.desc()),
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
    /** rows of video_likes, kept by a trigger in the liking transaction (migration 0026) */
    likesCount: integer("likes_count").notNull().default(0),
    /** rows of comments on it (replies too), kept by a trigger in the commenting transaction (migration 0030) */
    commentsCount: integer("comments_count").notNull().default(0),
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
    /** set while moderators hide it (migration 0037): only its author still sees it */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
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
    check("doctor_videos_likes_count_check", sql`${t.likesCount} >= 0`),
    check("doctor_videos_comments_count_check", sql`${t.commentsCount} >= 0`),
    check("doctor_videos_size_check", sql`${t.sizeBytes} >= 0`),
    index("doctor_videos_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("doctor_videos_doctor_idx").on(t.doctorId),
    // One author's videos newest first: their profile and the Following tab (migration 0034).
    index("doctor_videos_doctor_recent_idx").on(t.doctorId, t.createdAt.desc(), t.id.desc()),
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

/**
 * One like per person and post (migration 0026). The post's likes_count is kept by a row trigger in
 * the same transaction; the nightly recount (feed.likes.ts) corrects any drift and logs it.
 */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => doctorPosts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId], name: "post_likes_pkey" }),
    // The viewer's own likes among a page's items.
    index("post_likes_user_idx").on(t.userId, t.postId),
  ],
);

/** One like per person and video, as post_likes (migration 0026). */
export const videoLikes = pgTable(
  "video_likes",
  {
    videoId: uuid("video_id")
      .notNull()
      .references(() => doctorVideos.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.userId], name: "video_likes_pkey" }),
    index("video_likes_user_idx").on(t.userId, t.videoId),
  ],
);

/**
 * Comments on a post or a video, with one level of replies (docs/product.md#comments, migration 0030).
 * Exactly one of post_id and video_id is set; a reply's parent is a comment on the same item that is
 * not itself a reply. The item's comments_count (replies included) and the parent's replies_count
 * are kept by a row trigger in the writing transaction; deleting the item, the parent or the author's
 * account deletes the rows, and the trigger takes them off the counts.
 */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").references(() => doctorPosts.id, { onDelete: "cascade" }),
    videoId: uuid("video_id").references(() => doctorVideos.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    repliesCount: integer("replies_count").notNull().default(0),
    createdAt,
    /** set by an edit: the comment is shown as "edited" */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** set while moderators hide it (migration 0037): only its author still sees it */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("comments_item_check", sql`(${t.postId} is null) <> (${t.videoId} is null)`),
    check("comments_body_check", sql`char_length(btrim(${t.body})) between 1 and 1000`),
    check("comments_replies_count_check", sql`${t.repliesCount} >= 0`),
    // An item's top-level comments, oldest first; a thread's replies, oldest first.
    index("comments_post_idx").on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null and ${t.postId} is not null`),
    index("comments_video_idx").on(t.videoId, t.createdAt, t.id).where(sql`${t.parentId} is null and ${t.videoId} is not null`),
    index("comments_parent_idx").on(t.parentId, t.createdAt, t.id).where(sql`${t.parentId} is not null`),
    index("comments_author_idx").on(t.authorId),
  ],
);
