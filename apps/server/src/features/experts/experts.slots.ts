/**
 * Experts' next free slots (docs/product.md#next-available), from the database's expert_free_slots
 * (migration 0028) at the time asked: never cached, as they follow the clock and every booking.
 */
import { sql } from "drizzle-orm";
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { EXPLORE_AVAILABILITY_DAYS } from "@expertconnect/shared/messages/experts";
import { rows, type Db, utcIso } from "../../db/client.ts";

/** Each listed expert's first `limit` free slots (UTC ISO times) from `now` to the end of the week's last day. */
export async function nextFreeSlots(db: Db, ids: string[], now: Date, limit: number): Promise<Record<string, string[]>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const found = await rows<{ id: string; slots: string[] }>(
    db,
    sql`select e.id, coalesce((select json_agg(${utcIso("f.s")} order by f.s) from (
          select s from expert_free_slots(e.id, e.weekly_hours, e.is_available and e.suspended_at is null, ${at},
            (${at} at time zone ${APP_TIME_ZONE})::date + ${EXPLORE_AVAILABILITY_DAYS - 1}::int) s limit ${limit}
        ) f), '[]'::json) as slots
        from experts e where e.id = any(${`{${ids.join(",")}}`}::uuid[]) and e.suspended_at is null`,
  );
  return Object.fromEntries(found.map((r) => [r.id, r.slots]));
}
