/**
 * /api/test: what the browser tests need and no person can do, mounted only with TEST_HOOKS=true
 * (config.ts refuses it in production and on an https PUBLIC_URL). Every test-only route lives in
 * this folder and is mounted here. The browser tests run the server as a separate process on PGlite,
 * so they cannot write to its database themselves: these routes are their way in.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { SLOT_MINUTES } from "@expertconnect/shared/constants";
import { rows, utcIso } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { isUuid, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { consultationNowRoutes } from "./consultation-now.ts";
import { outboxRoutes } from "./outbox.ts";
import { createBookingHistoryHooks } from "./booking-history.routes.ts";
import { createEarningsSettlementHooks } from "./earnings-settlement.routes.ts";
import { privacyNoticeHooks } from "./privacy-notice.ts";
import { createPayoutHooks } from "./payouts.routes.ts";

const backdateSchema = z.object({ minutesAgo: z.number().int().min(1).max(24 * 60) });

export function createTestHooksRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.route("/", consultationNowRoutes(deps));
  app.route("/", outboxRoutes(deps));
  app.route("/", createBookingHistoryHooks({ db }));
  app.route("/", createEarningsSettlementHooks({ db }));
  app.route("/", privacyNoticeHooks({ db }));
  app.route("/", createPayoutHooks(deps));
  // Only the booking's client or expert may move it, as with every other booking change.
  return app.post("/bookings/:id/backdate", requireAuth, validate("json", backdateSchema), async (c) => {
    const id = c.req.param("id");
    const userId = c.get("user").id;
    const { minutesAgo } = c.req.valid("json");
    if (!isUuid(id)) throw notFound("Booking not found");
    const [moved] = await rows<{ scheduled_at: string }>(
      db,
      sql`update bookings b
          set scheduled_at = now() - make_interval(mins => ${minutesAgo}),
              ends_at = now() - make_interval(mins => ${minutesAgo}) + make_interval(mins => ${SLOT_MINUTES})
          where b.id = ${id}::uuid
            and (b.user_id = ${userId}::uuid or exists (select 1 from experts e where e.id = b.expert_id and e.user_id = ${userId}::uuid))
          returning ${utcIso("b.scheduled_at")} as scheduled_at`,
    );
    if (!moved) throw notFound("Booking not found");
    return c.json({ id, scheduledAt: moved.scheduled_at });
  });
}
