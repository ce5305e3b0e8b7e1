-- After a consultation: the expert's notes (a prescription or a session summary, one per booking),
-- the client's own medical records (files in private storage), and the client's review (one per
-- booking), which keeps the expert's rating and reviews_count in the same transaction.
--
-- A booking's id with its client and expert is unique, so notes and reviews can name all three in
-- one foreign key: a row can never claim another booking's client or expert.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_id_user_expert_key" UNIQUE ("id", "user_id", "expert_id");
--> statement-breakpoint
CREATE TABLE "consultation_notes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_notes_kind_check" CHECK ("kind" in ('prescription', 'summary')),
	CONSTRAINT "consultation_notes_body_check" CHECK (jsonb_typeof("body") = 'object' and "body"->>'kind' = "kind"),
	CONSTRAINT "consultation_notes_booking_fk" FOREIGN KEY ("booking_id", "user_id", "expert_id") REFERENCES "public"."bookings"("id", "user_id", "expert_id") ON DELETE cascade
);
--> statement-breakpoint
-- Medical Records lists a user's notes newest first.
CREATE INDEX "consultation_notes_user_idx" ON "consultation_notes" USING btree ("user_id", "created_at" DESC, "booking_id" DESC);
--> statement-breakpoint
CREATE TABLE "medical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"storage_key" text NOT NULL UNIQUE,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_records_file_name_check" CHECK (char_length("file_name") between 1 and 200),
	CONSTRAINT "medical_records_mime_type_check" CHECK ("mime_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "medical_records_size_check" CHECK ("size_bytes" between 1 and 5242880)
);
--> statement-breakpoint
CREATE INDEX "medical_records_user_idx" ON "medical_records" USING btree ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "expert_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL UNIQUE,
	"user_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_reviews_stars_check" CHECK ("stars" between 1 and 5),
	CONSTRAINT "expert_reviews_body_check" CHECK ("body" is null or char_length("body") between 1 and 1000),
	CONSTRAINT "expert_reviews_booking_fk" FOREIGN KEY ("booking_id", "user_id", "expert_id") REFERENCES "public"."bookings"("id", "user_id", "expert_id") ON DELETE cascade
);
--> statement-breakpoint
-- The expert page lists reviews newest first.
CREATE INDEX "expert_reviews_expert_idx" ON "expert_reviews" USING btree ("expert_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The rating's running total: rating = round(rating_total / reviews_count, 1). Ratings that came
-- with an expert (the demo data, an import) are its baseline: rating × reviews_count, so the first
-- review on the platform moves a 4.8 from 120 reviews as the 121st review, not as the first.
ALTER TABLE "experts" ADD COLUMN "rating_total" numeric(14, 1) DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "experts" SET "rating_total" = "rating" * "reviews_count" WHERE "reviews_count" > 0;
--> statement-breakpoint
-- A new expert, or a rating or count set by hand (not by a review, which moves rating_total too),
-- takes the given figures as its baseline.
CREATE FUNCTION experts_rating_baseline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW.rating_total = OLD.rating_total AND (NEW.rating <> OLD.rating OR NEW.reviews_count <> OLD.reviews_count)) THEN
    NEW.rating_total := NEW.rating * NEW.reviews_count;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "experts_rating_baseline" BEFORE INSERT OR UPDATE OF "rating", "reviews_count" ON "experts"
	FOR EACH ROW EXECUTE FUNCTION experts_rating_baseline();
--> statement-breakpoint
-- Each review moves its expert's figures in the review's own transaction. The arithmetic is
-- incremental on the row as it stands when the update gets its lock (PostgreSQL re-reads a row a
-- concurrent transaction changed), so simultaneous reviews of one expert all count, exactly.
CREATE FUNCTION expert_reviews_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_total numeric;
  d_count integer;
  target uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    d_total := NEW.stars; d_count := 1; target := NEW.expert_id;
  ELSIF TG_OP = 'DELETE' THEN
    d_total := -OLD.stars; d_count := -1; target := OLD.expert_id;
  ELSE
    IF NEW.stars = OLD.stars THEN RETURN NULL; END IF;
    d_total := NEW.stars - OLD.stars; d_count := 0; target := NEW.expert_id;
  END IF;
  UPDATE "experts" SET
    "rating_total" = "rating_total" + d_total,
    "reviews_count" = "reviews_count" + d_count,
    "rating" = CASE WHEN "reviews_count" + d_count > 0
      THEN round(("rating_total" + d_total) / ("reviews_count" + d_count), 1) ELSE 0 END
  WHERE "id" = target;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "expert_reviews_rating" AFTER INSERT OR DELETE OR UPDATE OF "stars" ON "expert_reviews"
	FOR EACH ROW EXECUTE FUNCTION expert_reviews_rating();
