CREATE SEQUENCE "public"."read_versions_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "read_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT nextval('read_versions_seq') NOT NULL
);
--> statement-breakpoint
-- Versions of the two public lists that the server caches as whole pages: the doctors' feed and the
-- doubts board. Every statement that changes what a list shows draws its list a new version in the
-- same transaction, so a page read under an older version is never served again, on any instance.
INSERT INTO "read_versions" ("name") VALUES ('feed'), ('doubts') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "read_versions" SET "version" = nextval('read_versions_seq') WHERE "name" = ANY (TG_ARGV);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An UPDATE draws a version only when a row changed in a column other than those named after the
-- list names (TG_ARGV: the lists, then '--', then the ignored columns): a video's view counter and
-- a profile's wallet change all the time without changing what a list shows. Rows are compared
-- whole (to_jsonb), so a column added later counts as shown until it is named here.
CREATE OR REPLACE FUNCTION read_versions_bump_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  split int := array_position(TG_ARGV, '--');
  lists text[] := TG_ARGV[0:split - 1];
  ignored text[] := TG_ARGV[split + 1:];
BEGIN
  IF EXISTS (SELECT to_jsonb(n) - ignored FROM new_rows n EXCEPT SELECT to_jsonb(o) - ignored FROM old_rows o) THEN
    UPDATE "read_versions" SET "version" = nextval('read_versions_seq') WHERE "name" = ANY (lists);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "doctor_posts_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "doctor_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed');--> statement-breakpoint
CREATE TRIGGER "doctor_posts_feed_version_truncate" AFTER TRUNCATE ON "doctor_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed');--> statement-breakpoint
CREATE TRIGGER "doctor_videos_feed_version" AFTER INSERT OR DELETE ON "doctor_videos"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed');--> statement-breakpoint
CREATE TRIGGER "doctor_videos_feed_version_update" AFTER UPDATE ON "doctor_videos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', '--', 'views_count');--> statement-breakpoint
CREATE TRIGGER "doctor_videos_feed_version_truncate" AFTER TRUNCATE ON "doctor_videos"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed');--> statement-breakpoint
CREATE TRIGGER "doctor_doubts_doubts_version" AFTER INSERT OR UPDATE OR DELETE ON "doctor_doubts"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('doubts');--> statement-breakpoint
CREATE TRIGGER "doctor_doubts_doubts_version_truncate" AFTER TRUNCATE ON "doctor_doubts"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('doubts');--> statement-breakpoint
-- Both lists show each author's name, photo and specialization from profiles.
CREATE TRIGGER "profiles_read_versions_update" AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump_on_change('feed', 'doubts', '--', 'wallet_balance_paise', 'phone', 'bio', 'education', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "profiles_read_versions_delete" AFTER DELETE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed', 'doubts');--> statement-breakpoint
CREATE TRIGGER "profiles_read_versions_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_bump('feed', 'doubts');
