CREATE TABLE "user_consents" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_user_id_purpose_pk" PRIMARY KEY("user_id","purpose"),
	CONSTRAINT "user_consents_purpose_check" CHECK ("user_consents"."purpose" in ('notice', 'marketing_email', 'push')),
	CONSTRAINT "user_consents_notice_granted_check" CHECK ("user_consents"."purpose" <> 'notice' or "user_consents"."granted")
);
--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whoever already turned on notifications on a device gave consent to them by doing so; recorded
-- against version 0, before the notice existed. Nobody has agreed to the notice yet: every account
-- is asked on its next visit.
INSERT INTO "user_consents" ("user_id", "purpose", "granted", "notice_version", "updated_at")
SELECT "user_id", 'push', true, 0, min("created_at") FROM "push_subscriptions" GROUP BY "user_id";
