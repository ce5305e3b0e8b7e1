-- Explore's filters and sorts (docs/product.md#explore-filters): how each expert consults, the
-- indexes the filters and sorts read, and the function that says which slots are free.
ALTER TABLE "experts" ADD COLUMN "consultation_modes" text[] DEFAULT '{video,voice,chat}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "experts_languages_idx" ON "experts" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "experts_consultation_modes_idx" ON "experts" USING gin ("consultation_modes");--> statement-breakpoint
CREATE INDEX "experts_category_fee_idx" ON "experts" USING btree ("category","consultation_fee","id");--> statement-breakpoint
CREATE INDEX "experts_category_experience_idx" ON "experts" USING btree ("category","experience_years" DESC NULLS FIRST,"id");--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_consultation_modes_check" CHECK (cardinality("experts"."consultation_modes") > 0 and "experts"."consultation_modes" <@ array['video', 'voice', 'chat']::text[]);
--> statement-breakpoint
-- The free slots of one expert (docs/product.md#explore-filters), in order: each half-hourly slot of
-- the IST days from p_from's day to p_until that has not begun by p_from, is among the expert's
-- weekly hours, is not on a day off, and that no pending or confirmed booking overlaps; none when
-- the expert is not open (suspended or not taking bookings). The same rules as a booking's insert
-- (bookings.queries.ts bookableSql, the exclusion constraints), so a slot shown free is bookable.
-- The slot times are shared/constants.ts TIME_SLOTS (experts.filters.test.ts checks they agree).
CREATE FUNCTION "expert_free_slots"(p_expert_id uuid, p_weekly_hours integer[], p_open boolean, p_from timestamptz, p_until date)
RETURNS SETOF timestamptz LANGUAGE sql STABLE AS $$
  SELECT s.start FROM (
    SELECT (d.day + t.at) AT TIME ZONE 'Asia/Kolkata' AS start, d.day, t.i
    FROM (SELECT (p_from AT TIME ZONE 'Asia/Kolkata')::date + n AS day
          FROM generate_series(0, p_until - (p_from AT TIME ZONE 'Asia/Kolkata')::date) AS n) AS d
    CROSS JOIN unnest('{09:00,09:30,10:00,10:30,11:00,11:30,12:00,12:30,14:00,14:30,15:00,15:30,16:00,16:30,17:00,17:30,18:00,18:30}'::time[])
      WITH ORDINALITY AS t(at, i)
  ) AS s
  WHERE p_open
    AND (p_weekly_hours[extract(isodow FROM s.day)::int] >> (s.i::int - 1)) & 1 = 1
    AND s.start > p_from
    AND NOT EXISTS (SELECT 1 FROM expert_days_off o WHERE o.expert_id = p_expert_id AND o.day = s.day)
    AND NOT EXISTS (
      SELECT 1 FROM bookings b
      WHERE b.expert_id = p_expert_id AND b.status IN ('pending', 'confirmed')
        AND b.scheduled_at < s.start + interval '30 minutes' AND b.ends_at > s.start
    )
  ORDER BY s.start
$$;
