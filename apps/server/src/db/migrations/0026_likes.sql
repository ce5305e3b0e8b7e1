CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_likes" (
	"video_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_likes_pkey" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_doctor_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."doctor_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_video_id_doctor_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."doctor_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "video_likes_user_idx" ON "video_likes" USING btree ("user_id","video_id");--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_likes_count_check" CHECK ("doctor_videos"."likes_count" >= 0);--> statement-breakpoint
-- A post's or video's likes_count is the number of its like rows, kept by these row triggers in the
-- transaction that writes the like: `count = count ± 1` under the item's row lock, so simultaneous
-- likes all count. Only rows really written fire them (a repeated like is ON CONFLICT DO NOTHING).
CREATE OR REPLACE FUNCTION post_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "doctor_posts" SET "likes_count" = "likes_count" + 1 WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "doctor_posts" SET "likes_count" = "likes_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_likes_count" AFTER INSERT OR DELETE ON "post_likes"
  FOR EACH ROW EXECUTE FUNCTION post_likes_count();--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "doctor_videos" SET "likes_count" = "likes_count" + 1 WHERE "id" = NEW."video_id";
  ELSE
    UPDATE "doctor_videos" SET "likes_count" = "likes_count" - 1 WHERE "id" = OLD."video_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "video_likes_count" AFTER INSERT OR DELETE ON "video_likes"
  FOR EACH ROW EXECUTE FUNCTION video_likes_count();--> statement-breakpoint
-- A like is not a new feed page: the feed's cached pages read their items' counters live
-- (features/feed/feed.cache.ts), so a change of likes_count alone draws no new version. Posts'
-- updates were all versioned until now; they go through the column-aware trigger of migration 0006.
DROP TRIGGER "doctor_posts_feed_version" ON "doctor_posts";--> statement-breakpoint
CREATE TRIGGER "doctor_posts_feed_version" AFTER INSERT OR DELETE ON "doctor_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed');--> statement-breakpoint
CREATE TRIGGER "doctor_posts_feed_version_update" AFTER UPDATE ON "doctor_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', '--', 'likes_count');--> statement-breakpoint
DROP TRIGGER "doctor_videos_feed_version_update" ON "doctor_videos";--> statement-breakpoint
CREATE TRIGGER "doctor_videos_feed_version_update" AFTER UPDATE ON "doctor_videos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', '--', 'views_count', 'likes_count', 'renditions_state',
    'renditions_percent', 'renditions_job', 'renditions_run', 'renditions_bytes', 'renditions_heights', 'renditions_error', 'renditions_updated_at');
