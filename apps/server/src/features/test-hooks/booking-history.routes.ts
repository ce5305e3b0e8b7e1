/**
 * Test-only (TEST_HOOKS=true): moves an ended booking and its whole history whole days back, so a
 * browser test can put last month's consultation on the desk's Past tab. Only the booking's client
 * or expert may, as with every other booking change; only an ended booking (completed, cancelled,
 * no-show), which holds no slot, so the move can clash with nothing.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { rows, utcIso } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { isUuid, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";

const shiftSchema = z.object({ days: z.number().int().min(1).max(400) });

export function createBookingHistoryHooks({ db }: Pick<Deps, "db">) {
  return new Hono<AppEnv>().post("/bookings/:id/shift-back", requireAuth, validate("json", shiftSchema), async (c) => {
    const id = c.req.param("id");
    const userId = c.get("user").id;
    const { days } = c.req.valid("json");
    if (!isUuid(id)) throw notFound("Booking not found");
    const [moved] = await rows<{ scheduled_at: string }>(
      db,
      sql`with moved as (
            update bookings b
            set scheduled_at = b.scheduled_at - make_interval(days => ${days}),
                ends_at = b.ends_at - make_interval(days => ${days}),
                created_at = b.created_at - make_interval(days => ${days})
            where b.id = ${id}::uuid and b.status in ('completed', 'cancelled', 'no_show')
              and (b.user_id = ${userId}::uuid or exists (select 1 from experts e where e.id = b.expert_id and e.user_id = ${userId}::uuid))
            returning b.id, b.scheduled_at
          ),
          history as (
            update booking_events ev set at = ev.at - make_interval(days => ${days})
            from moved where ev.booking_id = moved.id
          )
          select ${utcIso("scheduled_at")} as scheduled_at from moved`,
    );
    if (!moved) throw notFound("Booking not found");
    return c.json({ id, scheduledAt: moved.scheduled_at });
  });
}
