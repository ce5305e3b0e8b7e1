ALTER TABLE "open_sockets" DROP CONSTRAINT "open_sockets_kind_check";--> statement-breakpoint
ALTER TABLE "open_sockets" ADD CONSTRAINT "open_sockets_kind_check" CHECK ("open_sockets"."kind" in ('room', 'messages', 'feed'));--> statement-breakpoint
-- A suspension lifted from the moderators' queue tells the person.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected', 'data_export_ready', 'new_follower', 'report_outcome', 'moderation_warning', 'content_hidden', 'suspension_lifted', 'grievance_answered', 'grievance_closed', 'like_received', 'comment_received', 'reply_received'));
