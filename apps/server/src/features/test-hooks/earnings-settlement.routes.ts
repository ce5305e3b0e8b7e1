/**
 * Test-only (TEST_HOOKS=true): lets the settlement delay pass for the caller's earnings, so a
 * browser test sees a fee go from pending to available without waiting two days. Moves the release
 * time of every fee released to the caller, as an expert, back by the delay; nothing else changes
 * (the ledger's entries are append-only and keep their own times).
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { SETTLEMENT_DELAY_HOURS } from "@expertconnect/shared/booking-policy";
import { rows } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { requireAuth } from "../../lib/require-auth.ts";

export function createEarningsSettlementHooks({ db }: Pick<Deps, "db">) {
  return new Hono<AppEnv>().post("/earnings/settle", requireAuth, async (c) => {
    const userId = c.get("user").id;
    const moved = await rows<{ booking_id: string }>(
      db,
      sql`update booking_holds h set settled_at = h.settled_at - make_interval(hours => ${SETTLEMENT_DELAY_HOURS})
          from bookings b join experts x on x.id = b.expert_id
          where b.id = h.booking_id and x.user_id = ${userId}::uuid and h.status = 'released'
            and h.settled_at > now() - make_interval(hours => ${SETTLEMENT_DELAY_HOURS})
          returning h.booking_id`,
    );
    return c.json({ settled: moved.length });
  });
}
