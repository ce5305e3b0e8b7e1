CREATE TABLE "follow_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follow_counts_followers_check" CHECK ("follow_counts"."followers_count" >= 0),
	CONSTRAINT "follow_counts_following_check" CHECK ("follow_counts"."following_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
ALTER TABLE "follow_counts" ADD CONSTRAINT "follow_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_posts_doctor_recent_idx" ON "doctor_posts" USING btree ("doctor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_videos_doctor_recent_idx" ON "doctor_videos" USING btree ("doctor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- follow_counts holds the rows of follows per person, kept by this row trigger in the transaction
-- that follows or unfollows: `count ± 1` under the counters' row locks, taken in user-id order so
-- two people following each other at once do not deadlock. A row deleted by an account's deletion
-- (the cascade) fires it too; the deleted person's own counter row may already be gone, and the
-- UPDATE then finds only the other person's.
CREATE OR REPLACE FUNCTION follows_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "follow_counts" ("user_id", "followers_count", "following_count")
      SELECT u, (u = NEW."followee_id")::int, (u = NEW."follower_id")::int
      FROM unnest(ARRAY[NEW."follower_id", NEW."followee_id"]) AS u ORDER BY u
      ON CONFLICT ("user_id") DO UPDATE SET
        "followers_count" = "follow_counts"."followers_count" + excluded."followers_count",
        "following_count" = "follow_counts"."following_count" + excluded."following_count";
  ELSE
    UPDATE "follow_counts" SET
        "followers_count" = "followers_count" - ("user_id" = OLD."followee_id")::int,
        "following_count" = "following_count" - ("user_id" = OLD."follower_id")::int
      WHERE "user_id" IN (SELECT u FROM unnest(ARRAY[OLD."follower_id", OLD."followee_id"]) AS u ORDER BY u);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "follows_count" AFTER INSERT OR DELETE ON "follows"
  FOR EACH ROW EXECUTE FUNCTION follows_count();--> statement-breakpoint
-- "New follower" joins the notifications' kinds (by hand: the kinds are not in the Drizzle schema).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected', 'data_export_ready', 'new_follower'));
