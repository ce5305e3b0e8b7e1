CREATE TABLE "user_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consent_events_purpose_check" CHECK ("user_consent_events"."purpose" in ('notice', 'marketing_email', 'push'))
);
--> statement-breakpoint
ALTER TABLE "user_consent_events" ADD CONSTRAINT "user_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_consent_events_user_idx" ON "user_consent_events" USING btree ("user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The consent choices already made, as the first entries of their history.
INSERT INTO "user_consent_events" ("user_id", "purpose", "granted", "notice_version", "at")
  SELECT "user_id", "purpose", "granted", "notice_version", "updated_at" FROM "user_consents";--> statement-breakpoint
-- The audit log stays append-only, except that the retention job may delete rows older than the
-- retention period (AUDIT_LOG_RETENTION_DAYS, 400 days: more than the year the law asks for). The
-- age is checked here too, so no code path can remove a younger row.
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '400 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = '42501';
END;
$$;
