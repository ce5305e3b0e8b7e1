-- Resumable video uploads, one row each from the moment tus creates them: while bytes arrive
-- ('uploading'), once checked and stored and waiting for their title ('ready'), once saved as a
-- video ('saved'), or cancelled or refused ('removed'). The rows are the record the clean-up works
-- from and what the per-account upload quotas count, so every instance sees the same numbers.
CREATE TABLE "video_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"size_bytes" bigint NOT NULL,
	"video_key" text,
	"thumbnail_key" text,
	"mime_type" text,
	"duration_seconds" integer,
	"video_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_uploads_id_check" CHECK ("video_uploads"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "video_uploads_state_check" CHECK ("video_uploads"."state" in ('uploading', 'ready', 'saved', 'removed')),
	CONSTRAINT "video_uploads_size_check" CHECK ("video_uploads"."size_bytes" >= 0),
	CONSTRAINT "video_uploads_stored_check" CHECK ("video_uploads"."state" not in ('ready', 'saved') or ("video_uploads"."video_key" is not null and "video_uploads"."mime_type" is not null)),
	CONSTRAINT "video_uploads_duration_check" CHECK ("video_uploads"."duration_seconds" is null or "video_uploads"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_video_id_doctor_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."doctor_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_uploads_owner_created_idx" ON "video_uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "video_uploads_created_idx" ON "video_uploads" USING btree ("created_at");--> statement-breakpoint
-- The posts quota counts one author's posts of the last hour.
CREATE INDEX "doctor_posts_doctor_created_idx" ON "doctor_posts" USING btree ("doctor_id","created_at");--> statement-breakpoint
-- One row per video, viewer and day (Indian Standard Time): a view is counted only when its row is
-- new. viewer is 'u:' and a user id, or 'v:' and the id in a visitor's signed cookie.
CREATE TABLE "video_views" (
	"video_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "video_views_pkey" PRIMARY KEY("video_id","viewer","day"),
	CONSTRAINT "video_views_viewer_check" CHECK (char_length("video_views"."viewer") between 3 and 80)
);
--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_doctor_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."doctor_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_views_day_idx" ON "video_views" USING btree ("day");
