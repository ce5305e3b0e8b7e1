-- An expert's bookings in the desk's order (scheduled_at, then id): the desk's lists read the first
-- twenty of a range straight off this index, where the old (expert_id, scheduled_at) index made
-- PostgreSQL read every booking in the range and sort them. For an expert with many open bookings
-- the planner otherwise preferred the no-overlap GiST index, which reads them all in no order.
CREATE INDEX "bookings_expert_scheduled_id_idx" ON "bookings" USING btree ("expert_id", "scheduled_at", "id");
--> statement-breakpoint
DROP INDEX "bookings_expert_scheduled_idx";
