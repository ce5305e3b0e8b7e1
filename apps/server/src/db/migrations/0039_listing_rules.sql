-- Listing rules (docs/product.md#listing-rules): a lawyer's date of enrolment beside the enrolment number
-- and State Bar Council (kept in registration_number and registration_council), on the application
-- and the expert; and when a person acknowledged the notice shown before lawyers' and CAs' listings.
ALTER TABLE "expert_applications" ADD COLUMN "enrolled_on" date;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "enrolled_on" date;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "listing_notice_at" timestamp with time zone;