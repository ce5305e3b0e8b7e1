-- The expert's side: roles and bans (Better Auth's admin plugin), an append-only audit of admin
-- actions, applications to become an expert with private documents, an expert's weekly hours and
-- days off, suspension, and the booking state machine with its history.

-- Better Auth's admin plugin: users.role / banned / ban_reason / ban_expires, sessions.impersonated_by.
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('user', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonated_by" text;--> statement-breakpoint

-- Every admin action, kept for good: the database refuses to change or delete a row.
CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	-- no foreign key: deleting a user must not rewrite (or be blocked by) the history of what they did
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_table" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_action_check" CHECK (char_length("action") between 1 and 64),
	CONSTRAINT "admin_audit_log_reason_check" CHECK ("reason" is null or char_length("reason") <= 1000)
);--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update" BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();--> statement-breakpoint

-- Experts: suspension hides an expert from Explore and stops new bookings (existing ones stay);
-- weekly_hours holds, for Monday (1) to Sunday (7), a bit per slot of the 18 half-hour slots
-- (bit i = the i-th slot of the day), all on by default.
ALTER TABLE "experts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "weekly_hours" integer[] DEFAULT '{262143,262143,262143,262143,262143,262143,262143}' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_weekly_hours_check" CHECK (
  cardinality("weekly_hours") = 7 AND array_position("weekly_hours", NULL) IS NULL
  AND 0 <= ALL ("weekly_hours") AND 262143 >= ALL ("weekly_hours"));--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_suspension_reason_check" CHECK ("suspension_reason" is null or char_length("suspension_reason") <= 1000);--> statement-breakpoint

CREATE TABLE "expert_days_off" (
	"expert_id" uuid NOT NULL REFERENCES "experts"("id") ON DELETE cascade,
	"day" date NOT NULL,
	CONSTRAINT "expert_days_off_pkey" PRIMARY KEY ("expert_id", "day")
);--> statement-breakpoint

-- Explore counts (and lists) only experts who are not suspended; every statement that changes a
-- category's experts still draws a new version for it, so a suspension clears cached pages.
CREATE OR REPLACE FUNCTION expert_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "expert_counts" c SET "total" = c."total" - d."total", "available" = c."available" - d."available",
      "version" = nextval('expert_counts_version_seq')
    FROM (SELECT "category", (count(*) FILTER (WHERE "suspended_at" IS NULL))::int AS "total",
            (count(*) FILTER (WHERE "suspended_at" IS NULL AND "is_available"))::int AS "available"
          FROM old_rows GROUP BY "category") d
    WHERE c."category" = d."category";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "expert_counts" ("category") SELECT DISTINCT "category" FROM new_rows ON CONFLICT ("category") DO NOTHING;
    UPDATE "expert_counts" c SET "total" = c."total" + d."total", "available" = c."available" + d."available",
      "version" = nextval('expert_counts_version_seq')
    FROM (SELECT "category", (count(*) FILTER (WHERE "suspended_at" IS NULL))::int AS "total",
            (count(*) FILTER (WHERE "suspended_at" IS NULL AND "is_available"))::int AS "available"
          FROM new_rows GROUP BY "category") d
    WHERE c."category" = d."category";
  ELSE
    INSERT INTO "expert_counts" ("category") SELECT DISTINCT "category" FROM new_rows ON CONFLICT ("category") DO NOTHING;
    UPDATE "expert_counts" c SET "total" = c."total" + d."total", "available" = c."available" + d."available",
      "version" = nextval('expert_counts_version_seq')
    FROM (SELECT "category", sum(n)::int AS "total", sum(a)::int AS "available" FROM (
            SELECT "category", ("suspended_at" IS NULL)::int AS n, ("suspended_at" IS NULL AND "is_available")::int AS a FROM new_rows
            UNION ALL
            SELECT "category", -(("suspended_at" IS NULL)::int), -(("suspended_at" IS NULL AND "is_available")::int) FROM old_rows
          ) x GROUP BY "category") d
    WHERE c."category" = d."category";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- Applications to become an expert. One open (submitted) application per user; a rejected one
-- carries the admin's reason and the user may apply again.
CREATE TABLE "expert_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"status" text DEFAULT 'submitted' NOT NULL,
	"category" text NOT NULL,
	"specialization" text NOT NULL,
	"experience_years" integer NOT NULL,
	"consultation_fee" integer NOT NULL,
	"bio" text NOT NULL,
	"education" text NOT NULL,
	"languages" text[] NOT NULL,
	"registration_number" text,
	"decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_applications_status_check" CHECK ("status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "expert_applications_category_check" CHECK ("category" in ('medical', 'legal', 'financial', 'tech')),
	CONSTRAINT "expert_applications_experience_check" CHECK ("experience_years" between 0 and 70),
	CONSTRAINT "expert_applications_fee_check" CHECK ("consultation_fee" between 100 and 50000),
	CONSTRAINT "expert_applications_specialization_check" CHECK (char_length(btrim("specialization")) between 2 and 100),
	CONSTRAINT "expert_applications_bio_check" CHECK (char_length("bio") <= 500),
	CONSTRAINT "expert_applications_education_check" CHECK (char_length("education") <= 200),
	CONSTRAINT "expert_applications_registration_check" CHECK ("category" = 'tech' OR "registration_number" IS NOT NULL),
	CONSTRAINT "expert_applications_decision_check" CHECK (
	  ("status" = 'submitted' AND "decided_at" IS NULL)
	  OR ("status" = 'approved' AND "decided_at" IS NOT NULL)
	  OR ("status" = 'rejected' AND "decided_at" IS NOT NULL AND char_length(btrim("rejection_reason")) > 0))
);--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_one_open_idx" ON "expert_applications" USING btree ("user_id") WHERE "status" = 'submitted';--> statement-breakpoint
CREATE INDEX "expert_applications_user_idx" ON "expert_applications" USING btree ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "expert_applications_queue_idx" ON "expert_applications" USING btree ("created_at", "id") WHERE "status" = 'submitted';--> statement-breakpoint

CREATE TABLE "expert_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "expert_applications"("id") ON DELETE cascade,
	"storage_key" text NOT NULL UNIQUE,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_application_documents_mime_check" CHECK ("mime_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "expert_application_documents_size_check" CHECK ("size_bytes" > 0),
	CONSTRAINT "expert_application_documents_name_check" CHECK (char_length("file_name") between 1 and 200)
);--> statement-breakpoint
CREATE INDEX "expert_application_documents_application_idx" ON "expert_application_documents" USING btree ("application_id", "created_at");--> statement-breakpoint

-- Bookings: no_show joins the statuses; a cancellation says who cancelled and why.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("cancelled_by" is null or "cancelled_by" in ('client', 'expert'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_reason_check" CHECK ("cancellation_reason" is null or char_length("cancellation_reason") <= 500);--> statement-breakpoint

-- The state machine: pending → confirmed | cancelled; confirmed → completed | cancelled | no_show;
-- nothing leaves completed, cancelled or no_show. Whatever writes the row, a bad move is refused.
CREATE OR REPLACE FUNCTION bookings_status_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" AND NOT (
       (OLD."status" = 'pending' AND NEW."status" IN ('confirmed', 'cancelled'))
    OR (OLD."status" = 'confirmed' AND NEW."status" IN ('completed', 'cancelled', 'no_show'))
  ) THEN
    RAISE EXCEPTION 'a booking cannot move from % to %', OLD."status", NEW."status" USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_status_move" BEFORE UPDATE OF "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_status_move();--> statement-breakpoint

CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"actor_role" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_role_check" CHECK ("actor_role" in ('client', 'expert', 'admin', 'system')),
	CONSTRAINT "booking_events_reason_check" CHECK ("reason" is null or char_length("reason") <= 500)
);--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id", "at");--> statement-breakpoint
-- The expert's dashboard reads its bookings from a given time on, by status.
CREATE INDEX "bookings_expert_status_scheduled_idx" ON "bookings" USING btree ("expert_id", "status", "scheduled_at");
