CREATE TABLE "content_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "content_reports_kind_check" CHECK ("content_reports"."kind" in ('post', 'video', 'comment', 'doubt', 'answer', 'profile')),
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('spam', 'misinformation', 'harassment', 'inappropriate', 'other')),
	CONSTRAINT "content_reports_details_check" CHECK ("content_reports"."details" is null or char_length("content_reports"."details") <= 500),
	CONSTRAINT "content_reports_not_own_check" CHECK ("content_reports"."reporter_id" <> "content_reports"."author_id"),
	CONSTRAINT "content_reports_outcome_check" CHECK (("content_reports"."resolved_at" is null) = ("content_reports"."outcome" is null) and ("content_reports"."outcome" is null or "content_reports"."outcome" in ('hide', 'restore', 'warn', 'suspend', 'dismiss')))
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self_check" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctor_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctor_doubts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doubt_answers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_unique" ON "content_reports" USING btree ("reporter_id","kind","item_id") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("kind","item_id") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "content_reports_reporter_idx" ON "content_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_author_idx" ON "content_reports" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "doctor_doubts_visible_idx" ON "doctor_doubts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "doctor_doubts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "doubt_answers_visible_idx" ON "doubt_answers" USING btree ("doubt_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "doubt_answers"."hidden_at" is null;--> statement-breakpoint
-- A report's outcome, a moderator's warning and a hidden item join the notifications' kinds (by hand:
-- the kinds are not in the Drizzle schema).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected', 'data_export_ready', 'new_follower', 'report_outcome', 'moderation_warning', 'content_hidden'));
