import { Hono } from "hono";
import { EXPERT_MESSAGES } from "@expertconnect/shared/schemas/experts";
import {
  BOOKING_MESSAGES,
  bookingListQuerySchema,
  createBookingSchema,
  slotStart,
  slotsQuerySchema,
} from "@expertconnect/shared/schemas/bookings";
import { pgConstraint, pgErrorCode } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, conflict, isUuid, notFound, validate } from "../../lib/errors.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { expertExists, expertSlots, insertBooking, listUserBookings } from "./bookings.queries.ts";

const EXCLUSION_VIOLATION = "23P01";
const DEADLOCK = "40P01";

export function createBookingsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", requireAuth, validate("query", bookingListQuerySchema), async (c) => {
      const { tab, cursor } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      return c.json(await listUserBookings(db, c.get("user").id, tab, after));
    })
    // Anyone may see which slots are free (viewing experts needs no login, spec §6).
    .get("/slots", validate("query", slotsQuerySchema), async (c) => {
      const { expertId, date } = c.req.valid("query");
      if (!isUuid(expertId) || !(await expertExists(db, expertId))) throw notFound(EXPERT_MESSAGES.notFound);
      return c.json({ date, slots: await expertSlots(db, expertId, date) });
    })
    .post("/", requireAuth, validate("json", createBookingSchema), async (c) => {
      const input = c.req.valid("json");
      const scheduledAt = slotStart(input.date, input.time);
      if (scheduledAt.getTime() <= Date.now()) throw badRequest(BOOKING_MESSAGES.inPast);
      if (!isUuid(input.expertId)) throw notFound(EXPERT_MESSAGES.notFound);
      const insert = () =>
        insertBooking(db, {
          userId: c.get("user").id,
          expertId: input.expertId,
          scheduledAt,
          consultationType: input.consultationType,
          notes: input.notes,
        });
      try {
        // Simultaneous inserts for one slot can wait on each other's exclusion checks and be
        // ended as a deadlock (40P01); retried a moment later, the one that won has committed,
        // so the answer becomes a plain 201 or exclusion violation (409) instead of a 500.
        let booking;
        for (let attempt = 1; ; attempt++) {
          try {
            booking = await insert();
            break;
          } catch (err) {
            if (pgErrorCode(err) !== DEADLOCK || attempt >= 5) throw err;
            // a random pause, so the requests that deadlocked together do not retry together
            await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
          }
        }
        if (booking) return c.json(booking, 201);
      } catch (err) {
        if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
          throw conflict(pgConstraint(err) === "bookings_user_no_overlap" ? BOOKING_MESSAGES.userBusy : BOOKING_MESSAGES.slotTaken);
        }
        throw err;
      }
      const expert = await expertExists(db, input.expertId);
      if (!expert) throw notFound(EXPERT_MESSAGES.notFound);
      throw conflict(EXPERT_MESSAGES.unavailable);
    });
}

export type BookingsRoutes = ReturnType<typeof createBookingsRoutes>;
