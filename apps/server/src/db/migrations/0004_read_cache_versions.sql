CREATE SEQUENCE "public"."expert_counts_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "expert_counts" ADD COLUMN "version" bigint DEFAULT nextval('expert_counts_version_seq') NOT NULL;--> statement-breakpoint
-- Every statement that changes a category's experts (any column) now also draws a new version
-- for that category, so a page cached under the old version is never served again.
CREATE OR REPLACE FUNCTION expert_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "expert_counts" c SET "total" = c."total" - d."total", "available" = c."available" - d."available",
      "version" = nextval('expert_counts_version_seq')
    FROM (SELECT "category", count(*)::int AS "total", (count(*) FILTER (WHERE "is_available"))::int AS "available"
          FROM old_rows GROUP BY "category") d
    WHERE c."category" = d."category";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "expert_counts" ("category") SELECT DISTINCT "category" FROM new_rows ON CONFLICT ("category") DO NOTHING;
    UPDATE "expert_counts" c SET "total" = c."total" + d."total", "available" = c."available" + d."available",
      "version" = nextval('expert_counts_version_seq')
    FROM (SELECT "category", count(*)::int AS "total", (count(*) FILTER (WHERE "is_available"))::int AS "available"
          FROM new_rows GROUP BY "category") d
    WHERE c."category" = d."category";
  ELSE
    INSERT INTO "expert_counts" ("category") SELECT DISTINCT "category" FROM new_rows ON CONFLICT ("category") DO NOTHING;
    UPDATE "expert_counts" c SET "total" = c."total" + d."total", "available" = c."available" + d."available",
      "version" = nextval('expert_counts_version_seq')
    FROM (SELECT "category", sum(n)::int AS "total", sum(a)::int AS "available" FROM (
            SELECT "category", 1 AS n, "is_available"::int AS a FROM new_rows
            UNION ALL
            SELECT "category", -1, -("is_available"::int) FROM old_rows
          ) x GROUP BY "category") d
    WHERE c."category" = d."category";
  END IF;
  RETURN NULL;
END;
$$;
