CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"video_id" uuid,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "comments_item_check" CHECK (("comments"."post_id" is null) <> ("comments"."video_id" is null)),
	CONSTRAINT "comments_body_check" CHECK (char_length(btrim("comments"."body")) between 1 and 1000),
	CONSTRAINT "comments_replies_count_check" CHECK ("comments"."replies_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_doctor_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."doctor_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_video_id_doctor_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."doctor_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","created_at","id") WHERE "comments"."parent_id" is null and "comments"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_video_idx" ON "comments" USING btree ("video_id","created_at","id") WHERE "comments"."parent_id" is null and "comments"."video_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_comments_count_check" CHECK ("doctor_videos"."comments_count" >= 0);--> statement-breakpoint
-- An item's comments_count is the number of its comment rows (replies included), and a comment's
-- replies_count the number of its replies, kept by this row trigger in the transaction that writes
-- or deletes the comment: `count = count ± 1` under the row's lock, so simultaneous comments all
-- count. Rows deleted by a cascade (the parent, the author's account) fire it too; when the item
-- itself is being deleted its row is already gone and the update finds nothing.
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c "comments";
  delta int;
BEGIN
  IF TG_OP = 'INSERT' THEN c := NEW; delta := 1; ELSE c := OLD; delta := -1; END IF;
  IF c."post_id" IS NOT NULL THEN
    UPDATE "doctor_posts" SET "comments_count" = "comments_count" + delta WHERE "id" = c."post_id";
  ELSE
    UPDATE "doctor_videos" SET "comments_count" = "comments_count" + delta WHERE "id" = c."video_id";
  END IF;
  IF c."parent_id" IS NOT NULL THEN
    UPDATE "comments" SET "replies_count" = "replies_count" + delta WHERE "id" = c."parent_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comments_count" AFTER INSERT OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION comments_count();--> statement-breakpoint
-- A comment is not a new feed page, as a like is not (migration 0026): the cached pages read their
-- items' comments_count live (features/feed/feed.cache.ts).
DROP TRIGGER "doctor_posts_feed_version_update" ON "doctor_posts";--> statement-breakpoint
CREATE TRIGGER "doctor_posts_feed_version_update" AFTER UPDATE ON "doctor_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', '--', 'likes_count', 'comments_count');--> statement-breakpoint
DROP TRIGGER "doctor_videos_feed_version_update" ON "doctor_videos";--> statement-breakpoint
CREATE TRIGGER "doctor_videos_feed_version_update" AFTER UPDATE ON "doctor_videos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', '--', 'views_count', 'likes_count', 'comments_count', 'renditions_state',
    'renditions_percent', 'renditions_job', 'renditions_run', 'renditions_bytes', 'renditions_heights', 'renditions_error', 'renditions_updated_at');
