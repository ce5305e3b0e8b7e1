ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_subject_idx" ON "notifications" USING btree ("user_id","kind","subject") WHERE "notifications"."read_at" is null and "notifications"."subject" is not null;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected', 'data_export_ready', 'new_follower', 'report_outcome', 'moderation_warning', 'content_hidden', 'grievance_answered', 'grievance_closed', 'like_received', 'comment_received', 'reply_received'));--> statement-breakpoint
-- A grouped notification has what it is about and at least its first person.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("kind" IN ('like_received', 'comment_received', 'reply_received')) = ("subject" IS NOT NULL AND cardinality("actor_ids") > 0));
--> statement-breakpoint
-- The doubt notifications linked to /doubts/<id>, which is no page; the doubt's page is /doubt/<id>.
UPDATE "notifications" SET "link" = '/doubt/' || substr("link", length('/doubts/') + 1) WHERE "kind" IN ('doubt_answered', 'answer_accepted') AND "link" LIKE '/doubts/%';
