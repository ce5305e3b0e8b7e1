ALTER TABLE "deletion_requests" DROP CONSTRAINT "deletion_requests_status_check";--> statement-breakpoint
ALTER TABLE "deletion_requests" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ALTER COLUMN "full_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "pending_files" text[];--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_idx" ON "deletion_requests" USING btree ("user_id") WHERE "deletion_requests"."status" in ('awaiting_confirmation', 'scheduled', 'erasing');--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_token_idx" ON "deletion_requests" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_scheduled_check" CHECK ("deletion_requests"."status" not in ('scheduled', 'erasing') or ("deletion_requests"."scheduled_for" is not null and "deletion_requests"."confirmed_at" is not null));--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_own_check" CHECK ("deletion_requests"."status" not in ('awaiting_confirmation', 'scheduled', 'erasing') or "deletion_requests"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_form_check" CHECK ("deletion_requests"."status" not in ('submitted', 'verified', 'rejected') or ("deletion_requests"."phone" is not null and "deletion_requests"."full_name" is not null));--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_status_check" CHECK ("deletion_requests"."status" in ('submitted', 'verified', 'completed', 'rejected', 'awaiting_confirmation', 'scheduled', 'cancelled', 'erasing'));