-- What happened that a person should know about (a booking, an answer, an application decided),
-- written in the transaction of the event itself, and each person's switches kept on the server.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected')),
	CONSTRAINT "notifications_link_check" CHECK ("link" LIKE '/%' AND "link" NOT LIKE '//%' AND char_length("link") <= 200),
	CONSTRAINT "notifications_text_check" CHECK (char_length("title") BETWEEN 1 AND 200 AND char_length("body") <= 1000)
);
--> statement-breakpoint
-- A person's list, newest first, page after page.
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The unread badge counts only these.
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"appointment_reminders" boolean DEFAULT true NOT NULL,
	"expert_responses_email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
