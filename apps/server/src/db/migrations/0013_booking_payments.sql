-- A pending booking the expert neither confirms nor declines before its start is cancelled by the
-- system (the booking-expire job), with a full refund: cancelled_by may now say so.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("cancelled_by" is null or "cancelled_by" in ('client', 'expert', 'system'));--> statement-breakpoint
-- A client's no-shows, counted before each new booking (docs/product.md#no-shows-and-late-arrival).
CREATE INDEX "bookings_user_no_show_idx" ON "bookings" USING btree ("user_id", "scheduled_at") WHERE "status" = 'no_show';
