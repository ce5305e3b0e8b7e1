ALTER TABLE "user_preferences" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The app's languages (packages/shared/src/i18n.ts LOCALES); a later language widens this check.
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_language_check" CHECK ("language" in ('en', 'hi'));
