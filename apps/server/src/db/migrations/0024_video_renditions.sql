-- Adaptive video (docs/product.md#video-page): each saved video is transcoded by a job to an HLS
-- ladder (features/feed/feed.renditions.ts). The video row records how far that has come:
--   none        made before renditions existed: plays as its MP4 only
--   waiting     a job is queued
--   processing  a job runs: `renditions_percent` moves, `renditions_job` is its pg-boss id,
--               `renditions_run` names this attempt's files (doctor-videos/{owner}/hls-{run}/…)
--   ready       the playlists and segments are stored under `renditions_run`
--   failed      the MP4 still plays; the owner may try again
-- Every move is one conditional UPDATE on the row; a job whose update finds the row gone or
-- claimed by another run stops and removes what it made.
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_state" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_percent" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_job" uuid;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_run" text;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_bytes" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_error" text;
--> statement-breakpoint
-- The rungs made (240, 360…), for the quality menu before the player has read the master playlist.
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_heights" smallint[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "renditions_updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_renditions_state_check" CHECK ("renditions_state" in ('none', 'waiting', 'processing', 'ready', 'failed'));
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_renditions_percent_check" CHECK ("renditions_percent" between 0 and 100);
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_renditions_bytes_check" CHECK ("renditions_bytes" >= 0);
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_renditions_run_check" CHECK ("renditions_run" is null or "renditions_run" ~ '^[0-9a-f]{16}$');
--> statement-breakpoint
-- Ready means stored: a run and its bytes; bytes are counted only while ready.
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_renditions_ready_check" CHECK (
  ("renditions_state" <> 'ready' or "renditions_run" is not null)
  and ("renditions_state" = 'ready' or ("renditions_bytes" = 0 and cardinality("renditions_heights") = 0))
  and ("renditions_state" <> 'processing' or ("renditions_run" is not null and "renditions_job" is not null))
);
--> statement-breakpoint
-- The feed's lists show none of the renditions' columns: their progress (a write a second while a
-- transcode runs) must not draw a new version of the feed's cached pages (migration 0006).
DROP TRIGGER "doctor_videos_feed_version_update" ON "doctor_videos";
--> statement-breakpoint
CREATE TRIGGER "doctor_videos_feed_version_update" AFTER UPDATE ON "doctor_videos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', '--', 'views_count', 'renditions_state', 'renditions_percent',
    'renditions_job', 'renditions_run', 'renditions_bytes', 'renditions_heights', 'renditions_error', 'renditions_updated_at');
--> statement-breakpoint
-- The storage quota (lib/quotas/storage-quota.ts) counts a video's renditions with it.
CREATE OR REPLACE VIEW "user_files" AS
  SELECT "user_id", 'record'::text AS "kind", "size_bytes"::bigint AS "bytes" FROM "medical_records"
  UNION ALL
  SELECT "sender_id", 'attachment', "attachment_size"::bigint FROM "messages"
    WHERE "attachment_key" IS NOT NULL AND "sender_id" IS NOT NULL
  UNION ALL
  SELECT a."user_id", 'document', d."size_bytes"::bigint FROM "expert_application_documents" d
    JOIN "expert_applications" a ON a."id" = d."application_id"
  UNION ALL
  SELECT "doctor_id", 'video', "size_bytes" + "thumbnail_bytes" + "renditions_bytes" FROM "doctor_videos"
  UNION ALL
  SELECT "owner_id", 'video', "size_bytes" + "thumbnail_bytes" FROM "video_uploads"
    WHERE "state" IN ('uploading', 'ready') AND "created_at" > now() - interval '24 hours';
--> statement-breakpoint
-- Data saver (docs/product.md#settings): videos play at 360p or lower, on every device of the account.
ALTER TABLE "user_preferences" ADD COLUMN "data_saver" boolean DEFAULT false NOT NULL;
