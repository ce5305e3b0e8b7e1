-- The desk's Past tab (docs/product.md#consultation-mode) pages an expert's ended bookings newest
-- first, all of them or those that ended one way. Each page must come off an index in order,
-- however long the expert's history:
-- * Completed, No-show: (expert_id, status, scheduled_at, id). The index on the first three, read
--   by nothing since the desk moved to bookings_expert_scheduled_id_idx (0021), gains the id that
--   breaks ties between slots, so no page needs a sort.
-- * Cancelled by the client, by the expert, or by the system (expired): a partial index of
--   cancelled bookings on who cancelled.
-- * All: bookings_expert_scheduled_id_idx, read backwards.
CREATE INDEX "bookings_expert_status_scheduled_id_idx" ON "bookings" USING btree ("expert_id", "status", "scheduled_at", "id");--> statement-breakpoint
DROP INDEX "bookings_expert_status_scheduled_idx";--> statement-breakpoint
CREATE INDEX "bookings_expert_cancelled_idx" ON "bookings" USING btree ("expert_id", "cancelled_by", "scheduled_at", "id")
  WHERE "status" = 'cancelled';
