CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"consultation_type" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_consultation_type_check" CHECK ("bookings"."consultation_type" in ('video', 'voice', 'chat', 'in_person')),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."amount" >= 0),
	CONSTRAINT "bookings_notes_check" CHECK ("bookings"."notes" is null or char_length("bookings"."notes") <= 500),
	CONSTRAINT "bookings_ends_after_start_check" CHECK ("bookings"."ends_at" > "bookings"."scheduled_at")
);
--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"full_name" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deletion_requests_email_check" CHECK (char_length("deletion_requests"."email") between 3 and 255),
	CONSTRAINT "deletion_requests_phone_check" CHECK ("deletion_requests"."phone" ~ '^\+91-[0-9]{10}$'),
	CONSTRAINT "deletion_requests_full_name_check" CHECK (char_length("deletion_requests"."full_name") between 2 and 100),
	CONSTRAINT "deletion_requests_reason_check" CHECK ("deletion_requests"."reason" is null or char_length("deletion_requests"."reason") <= 1000),
	CONSTRAINT "deletion_requests_status_check" CHECK ("deletion_requests"."status" in ('submitted', 'verified', 'completed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "doctor_doubts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"question" text NOT NULL,
	"category" text,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_doubts_question_check" CHECK (char_length(btrim("doctor_doubts"."question")) between 1 and 2000),
	CONSTRAINT "doctor_doubts_category_check" CHECK ("doctor_doubts"."category" is null or char_length(btrim("doctor_doubts"."category")) between 1 and 50),
	CONSTRAINT "doctor_doubts_answers_count_check" CHECK ("doctor_doubts"."answers_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_posts_content_check" CHECK (char_length(btrim("doctor_posts"."content")) between 1 and 5000),
	CONSTRAINT "doctor_posts_likes_count_check" CHECK ("doctor_posts"."likes_count" >= 0),
	CONSTRAINT "doctor_posts_comments_count_check" CHECK ("doctor_posts"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video_url" text NOT NULL,
	"thumbnail_url" text,
	"mime_type" text DEFAULT 'video/mp4' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"views_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_videos_title_check" CHECK (char_length(btrim("doctor_videos"."title")) between 1 and 200),
	CONSTRAINT "doctor_videos_description_check" CHECK ("doctor_videos"."description" is null or char_length("doctor_videos"."description") <= 5000),
	CONSTRAINT "doctor_videos_duration_check" CHECK ("doctor_videos"."duration_seconds" is null or "doctor_videos"."duration_seconds" >= 0),
	CONSTRAINT "doctor_videos_views_count_check" CHECK ("doctor_videos"."views_count" >= 0),
	CONSTRAINT "doctor_videos_size_check" CHECK ("doctor_videos"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doubt_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doubt_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doubt_answers_answer_check" CHECK (char_length(btrim("doubt_answers"."answer")) between 10 and 2000)
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"specialization" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"consultation_fee" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"bio" text,
	"education" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "experts_category_check" CHECK ("experts"."category" in ('medical', 'legal', 'financial', 'tech')),
	CONSTRAINT "experts_rating_check" CHECK ("experts"."rating" between 0 and 5),
	CONSTRAINT "experts_reviews_count_check" CHECK ("experts"."reviews_count" >= 0),
	CONSTRAINT "experts_experience_years_check" CHECK ("experts"."experience_years" >= 0),
	CONSTRAINT "experts_consultation_fee_check" CHECK ("experts"."consultation_fee" >= 0),
	CONSTRAINT "experts_name_check" CHECK (length(btrim("experts"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text,
	"phone" text,
	"wallet_balance_paise" bigint DEFAULT 0 NOT NULL,
	"avatar_url" text,
	"specialization" text,
	"bio" text,
	"education" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_wallet_balance_check" CHECK ("profiles"."wallet_balance_paise" >= 0),
	CONSTRAINT "profiles_full_name_check" CHECK ("profiles"."full_name" is null or char_length("profiles"."full_name") between 2 and 100),
	CONSTRAINT "profiles_phone_check" CHECK ("profiles"."phone" is null or "profiles"."phone" ~ '^\+?[1-9][0-9]{1,14}$'),
	CONSTRAINT "profiles_bio_check" CHECK ("profiles"."bio" is null or char_length("profiles"."bio") <= 500),
	CONSTRAINT "profiles_specialization_check" CHECK ("profiles"."specialization" is null or char_length("profiles"."specialization") <= 100),
	CONSTRAINT "profiles_education_check" CHECK ("profiles"."education" is null or char_length("profiles"."education") <= 200)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_doubts" ADD CONSTRAINT "doctor_doubts_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_posts" ADD CONSTRAINT "doctor_posts_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_videos" ADD CONSTRAINT "doctor_videos_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubt_answers" ADD CONSTRAINT "doubt_answers_doubt_id_doctor_doubts_id_fk" FOREIGN KEY ("doubt_id") REFERENCES "public"."doctor_doubts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubt_answers" ADD CONSTRAINT "doubt_answers_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "bookings_user_scheduled_idx" ON "bookings" USING btree ("user_id","scheduled_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bookings_expert_scheduled_idx" ON "bookings" USING btree ("expert_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "deletion_requests_created_idx" ON "deletion_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_doubts_created_idx" ON "doctor_doubts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_doubts_doctor_idx" ON "doctor_doubts" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_posts_created_idx" ON "doctor_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_posts_doctor_idx" ON "doctor_posts" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_videos_created_idx" ON "doctor_videos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_videos_doctor_idx" ON "doctor_videos" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "doubt_answers_doubt_created_idx" ON "doubt_answers" USING btree ("doubt_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doubt_answers_doctor_idx" ON "doubt_answers" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doubt_answers_one_accepted_idx" ON "doubt_answers" USING btree ("doubt_id") WHERE "doubt_answers"."is_accepted";--> statement-breakpoint
CREATE INDEX "experts_category_rating_idx" ON "experts" USING btree ("category","rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "experts_name_trgm_idx" ON "experts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experts_specialization_trgm_idx" ON "experts" USING gin (lower("specialization") gin_trgm_ops);