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
import { badRequest, conflict, isUuid, notFound, validate, zodIssues } from "../../lib/errors.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import type { BookingStatus } from "@expertconnect/shared/constants";
import {
  BOOKING_ACTION_MESSAGES,
  HOURS_MESSAGES,
  cancelBookingSchema as cancelSchema,
  declineBookingSchema as declineSchema,
  bookingActionSchema as actionSchema,
  type BookingAction,
} from "@expertconnect/shared/schemas/expert-side";
import { expertSlots, insertBooking, listUserBookings, whyUnbookable } from "./bookings.queries.ts";
import { moveBooking } from "./bookings.transitions.ts";

const EXCLUSION_VIOLATION = "23P01";

/** A status change's body is optional: none (or an empty one) reads as {}. */
async function jsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

export function createBookingsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", requireAuth, validate("query", bookingListQuerySchema), async (c) => {
      const { tab, cursor } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      return c.json(await listUserBookings(db, c.get("user").id, tab, after));
    })
    // Anyone may see which slots are free (viewing experts needs no login: docs/product.md#permissions).
    .get("/slots", validate("query", slotsQuerySchema), async (c) => {
      const { expertId, date } = c.req.valid("query");
      const slots = isUuid(expertId) ? await expertSlots(db, expertId, date) : null;
      if (!slots) throw notFound(EXPERT_MESSAGES.notFound);
      return c.json({ date, slots });
    })
    .post("/", requireAuth, validate("json", createBookingSchema), async (c) => {
      const input = c.req.valid("json");
      const scheduledAt = slotStart(input.date, input.time);
      if (scheduledAt.getTime() <= Date.now()) throw badRequest(BOOKING_MESSAGES.inPast);
      if (!isUuid(input.expertId)) throw notFound(EXPERT_MESSAGES.notFound);
      try {
        // No deadlock retry: the insert's advisory locks order contenders for a slot, so none are
        // ended as deadlocks (bookings.queries.ts; bookings.race.test.ts races two pools to show it).
        const booking = await insertBooking(db, {
          userId: c.get("user").id,
          expertId: input.expertId,
          scheduledAt,
          consultationType: input.consultationType,
          notes: input.notes,
        });
        if (booking) return c.json(booking, 201);
      } catch (err) {
        if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
          throw conflict(pgConstraint(err) === "bookings_user_no_overlap" ? BOOKING_MESSAGES.userBusy : BOOKING_MESSAGES.slotTaken);
        }
        throw err;
      }
      const why = await whyUnbookable(db, input.expertId, scheduledAt);
      if (why === "not-found") throw notFound(EXPERT_MESSAGES.notFound);
      if (why === "beyond-horizon") throw badRequest(HOURS_MESSAGES.beyondHorizon);
      if (why === "day-off") throw conflict(HOURS_MESSAGES.dayOffBooking);
      if (why === "outside-hours") throw conflict(HOURS_MESSAGES.outsideHours);
      throw conflict(EXPERT_MESSAGES.unavailable);
    })
    // Status changes: confirm, decline, complete and no-show by the booking's expert; cancel by its
    // client or its expert. Anyone else is told the booking does not exist.
    .post("/:id/:action{confirm|decline|complete|no-show|cancel}", requireAuth, async (c) => {
      const id = c.req.param("id");
      const action = c.req.param("action") as BookingAction;
      const parsed = (action === "decline" ? declineSchema : action === "cancel" ? cancelSchema : actionSchema).safeParse(await jsonBody(c.req.raw));
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        throw badRequest(issues[0]?.message ?? "Invalid request", issues);
      }
      if (!isUuid(id)) throw notFound(BOOKING_ACTION_MESSAGES.notFound);
      const { reason, expectedStatus } = parsed.data as { reason: string | null; expectedStatus?: BookingStatus };
      const moved = await moveBooking(db, { bookingId: id, actorId: c.get("user").id, action, reason, expected: action === "cancel" ? expectedStatus : undefined });
      switch (moved.result) {
        case "moved":
          return c.json(moved.booking);
        case "not-found":
          throw notFound(BOOKING_ACTION_MESSAGES.notFound);
        case "wrong-status":
          throw conflict(BOOKING_ACTION_MESSAGES.already(moved.status));
        case "changed":
          throw conflict(BOOKING_ACTION_MESSAGES.changed(moved.status));
        case "too-late":
          throw conflict(BOOKING_ACTION_MESSAGES.cancelAfterStart);
        case "too-early":
          throw conflict(action === "no-show" ? BOOKING_ACTION_MESSAGES.noShowTooEarly : BOOKING_ACTION_MESSAGES.completeTooEarly);
      }
    });
}

export type BookingsRoutes = ReturnType<typeof createBookingsRoutes>;
