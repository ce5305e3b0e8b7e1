ALTER TABLE "user_preferences" ADD COLUMN "language" text;--> statement-breakpoint
-- The app's languages (packages/shared/src/i18n.ts LOCALES); null until the person chooses. A later language widens this check.
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_language_check" CHECK ("language" in ('en', 'hi'));
