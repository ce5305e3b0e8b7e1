CREATE TABLE "expert_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expert_counts_total_check" CHECK ("expert_counts"."total" >= 0),
	CONSTRAINT "expert_counts_available_check" CHECK ("expert_counts"."available" between 0 and "expert_counts"."total")
);
--> statement-breakpoint
DROP INDEX "experts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "experts_specialization_trgm_idx";--> statement-breakpoint
DROP INDEX "bookings_user_scheduled_idx";--> statement-breakpoint
DROP INDEX "doctor_doubts_created_idx";--> statement-breakpoint
DROP INDEX "doubt_answers_doubt_created_idx";--> statement-breakpoint
DROP INDEX "experts_category_rating_idx";--> statement-breakpoint
CREATE INDEX "experts_medical_name_trgm_idx" ON "experts" USING gin (lower("name") gin_trgm_ops) WHERE "experts"."category" = 'medical';--> statement-breakpoint
CREATE INDEX "experts_medical_specialization_trgm_idx" ON "experts" USING gin (lower("specialization") gin_trgm_ops) WHERE "experts"."category" = 'medical';--> statement-breakpoint
CREATE INDEX "experts_legal_name_trgm_idx" ON "experts" USING gin (lower("name") gin_trgm_ops) WHERE "experts"."category" = 'legal';--> statement-breakpoint
CREATE INDEX "experts_legal_specialization_trgm_idx" ON "experts" USING gin (lower("specialization") gin_trgm_ops) WHERE "experts"."category" = 'legal';--> statement-breakpoint
CREATE INDEX "experts_financial_name_trgm_idx" ON "experts" USING gin (lower("name") gin_trgm_ops) WHERE "experts"."category" = 'financial';--> statement-breakpoint
CREATE INDEX "experts_financial_specialization_trgm_idx" ON "experts" USING gin (lower("specialization") gin_trgm_ops) WHERE "experts"."category" = 'financial';--> statement-breakpoint
CREATE INDEX "experts_tech_name_trgm_idx" ON "experts" USING gin (lower("name") gin_trgm_ops) WHERE "experts"."category" = 'tech';--> statement-breakpoint
CREATE INDEX "experts_tech_specialization_trgm_idx" ON "experts" USING gin (lower("specialization") gin_trgm_ops) WHERE "experts"."category" = 'tech';--> statement-breakpoint
CREATE INDEX "bookings_user_scheduled_idx" ON "bookings" USING btree ("user_id","scheduled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "doctor_doubts_created_idx" ON "doctor_doubts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "doubt_answers_doubt_created_idx" ON "doubt_answers" USING btree ("doubt_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experts_category_rating_idx" ON "experts" USING btree ("category","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
-- expert_counts follows experts: statement-level triggers add up each statement's rows by category
-- (one UPDATE per statement, however many rows), and a TRUNCATE empties it. A category's row is
-- made (at zero) the first time it is needed.
CREATE OR REPLACE FUNCTION expert_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "expert_counts" c SET "total" = c."total" - d."total", "available" = c."available" - d."available"
    FROM (SELECT "category", count(*)::int AS "total", (count(*) FILTER (WHERE "is_available"))::int AS "available"
          FROM old_rows GROUP BY "category") d
    WHERE c."category" = d."category";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "expert_counts" ("category") SELECT DISTINCT "category" FROM new_rows ON CONFLICT ("category") DO NOTHING;
    UPDATE "expert_counts" c SET "total" = c."total" + d."total", "available" = c."available" + d."available"
    FROM (SELECT "category", count(*)::int AS "total", (count(*) FILTER (WHERE "is_available"))::int AS "available"
          FROM new_rows GROUP BY "category") d
    WHERE c."category" = d."category";
  ELSE
    INSERT INTO "expert_counts" ("category") SELECT DISTINCT "category" FROM new_rows ON CONFLICT ("category") DO NOTHING;
    UPDATE "expert_counts" c SET "total" = c."total" + d."total", "available" = c."available" + d."available"
    FROM (SELECT "category", sum(n)::int AS "total", sum(a)::int AS "available" FROM (
            SELECT "category", 1 AS n, "is_available"::int AS a FROM new_rows
            UNION ALL
            SELECT "category", -1, -("is_available"::int) FROM old_rows
          ) x GROUP BY "category") d
    WHERE c."category" = d."category" AND (d."total" <> 0 OR d."available" <> 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "expert_counts" WHERE true;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "experts_counts_insert" AFTER INSERT ON "experts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expert_counts_follow();--> statement-breakpoint
CREATE TRIGGER "experts_counts_update" AFTER UPDATE ON "experts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expert_counts_follow();--> statement-breakpoint
CREATE TRIGGER "experts_counts_delete" AFTER DELETE ON "experts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expert_counts_follow();--> statement-breakpoint
CREATE TRIGGER "experts_counts_truncate" AFTER TRUNCATE ON "experts"
  FOR EACH STATEMENT EXECUTE FUNCTION expert_counts_reset();--> statement-breakpoint
INSERT INTO "expert_counts" ("category", "total", "available")
SELECT "category", count(*)::int, (count(*) FILTER (WHERE "is_available"))::int FROM "experts" GROUP BY "category";
