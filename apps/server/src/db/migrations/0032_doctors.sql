ALTER TABLE "expert_applications" ADD COLUMN "registration_council" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "registration_council" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "registration_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_registration_council_check" CHECK ("experts"."registration_council" is null or "experts"."registration_number" is not null);--> statement-breakpoint
-- Experts approved before this migration keep the registration of their latest approved application.
UPDATE "experts" e SET "registration_number" = a."registration_number", "registration_verified_at" = a."decided_at"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "registration_number", "decided_at" FROM "expert_applications"
  WHERE "status" = 'approved' AND "registration_number" IS NOT NULL ORDER BY "user_id", "decided_at" DESC NULLS LAST
) a
WHERE e."user_id" = a."user_id" AND e."registration_number" IS NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "patient" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_check" CHECK (case when "bookings"."patient" is null or "bookings"."patient"->>'for' = 'self' then true
        when "bookings"."patient"->>'for' = 'other' and jsonb_typeof("bookings"."patient"->'age') = 'number' and jsonb_typeof("bookings"."patient"->'name') = 'string'
          then ("bookings"."patient"->>'age')::numeric >= 18 or coalesce("bookings"."patient"->'adultPresent' = 'true'::jsonb, false)
        else false end);