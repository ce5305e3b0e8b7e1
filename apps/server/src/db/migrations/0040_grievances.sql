CREATE TABLE "grievance_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_id" uuid NOT NULL,
	"author_id" uuid,
	"from_team" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_messages_body_check" CHECK (char_length("grievance_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "grievance_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "grievance_numbers_last_check" CHECK ("grievance_numbers"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "grievances_year_number_unique" UNIQUE("year","number"),
	CONSTRAINT "grievances_subject_check" CHECK ("grievances"."subject" in ('privacy', 'payment', 'consultation', 'account', 'other')),
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "grievances_description_check" CHECK (char_length("grievances"."description") between 20 and 2000),
	CONSTRAINT "grievances_closed_check" CHECK (("grievances"."status" = 'closed') = ("grievances"."closed_at" is not null)),
	CONSTRAINT "grievances_number_check" CHECK ("grievances"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_messages_grievance_idx" ON "grievance_messages" USING btree ("grievance_id","created_at");--> statement-breakpoint
CREATE INDEX "grievance_messages_author_idx" ON "grievance_messages" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grievances_user_created_idx" ON "grievances" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grievances_queue_idx" ON "grievances" USING btree ("created_at","id") WHERE "grievances"."status" <> 'closed';--> statement-breakpoint
-- Answers and closings of concerns join the notifications' kinds (by hand: the kinds are not in the Drizzle schema).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected', 'data_export_ready', 'new_follower', 'report_outcome', 'moderation_warning', 'content_hidden', 'grievance_answered', 'grievance_closed'));
