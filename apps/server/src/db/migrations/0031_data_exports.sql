CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('waiting', 'building', 'ready', 'failed', 'expired')),
	CONSTRAINT "data_exports_ready_check" CHECK (("data_exports"."status" = 'ready') = ("data_exports"."storage_key" is not null) and ("data_exports"."status" <> 'ready' or ("data_exports"."ready_at" is not null and "data_exports"."expires_at" is not null and "data_exports"."size_bytes" is not null)))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_requested_idx" ON "data_exports" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
-- The notification that tells a person their export is ready (by hand: the kinds are not in the Drizzle schema).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking_created', 'booking_confirmed', 'booking_declined', 'booking_cancelled', 'booking_rescheduled', 'booking_expired', 'booking_reminder', 'message_received', 'review_received', 'doubt_answered', 'answer_accepted', 'application_approved', 'application_rejected', 'data_export_ready'));
