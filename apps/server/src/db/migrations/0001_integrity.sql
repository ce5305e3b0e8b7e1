-- No double booking: an expert never has two active bookings whose times overlap,
-- and neither does a user. Enforced by the database, so concurrent requests cannot both win.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));--> statement-breakpoint
-- Every user gets a profile row in the same transaction that creates the user.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("id", "full_name")
  VALUES (NEW."id", CASE WHEN char_length(btrim(NEW."name")) BETWEEN 2 AND 100 THEN btrim(NEW."name") ELSE NULL END)
  ON CONFLICT ("id") DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_create_profile" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
