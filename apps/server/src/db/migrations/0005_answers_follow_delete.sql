-- Answers leave only by cascade today (their author's account, or their doubt, is deleted), but a
-- doubt's answers_count must still equal its answer rows, and a doubt is resolved only while it
-- has an accepted answer. One statement-level trigger keeps both true for any delete.
CREATE OR REPLACE FUNCTION doubt_answers_follow_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "doctor_doubts" d
  SET "answers_count" = d."answers_count" - gone."n",
      "is_resolved" = d."is_resolved" AND NOT gone."accepted"
  FROM (SELECT "doubt_id", count(*)::int AS "n", bool_or("is_accepted") AS "accepted"
        FROM old_rows GROUP BY "doubt_id") gone
  WHERE d."id" = gone."doubt_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "doubt_answers_follow_delete" AFTER DELETE ON "doubt_answers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doubt_answers_follow_delete();
