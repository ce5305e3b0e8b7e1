import { Hono } from "hono";
import { EXPERT_MESSAGES } from "@expertconnect/shared/schemas/experts";
import {
  BOOKING_MESSAGES,
  bookingListQuerySchema,
  createBookingSchema,
  rescheduleBookingSchema,
  slotStart,
  slotsQuerySchema,
} from "@expertconnect/shared/schemas/bookings";
import { pgConstraint, pgErrorCode } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import type { ApiError} from "../../lib/errors.ts";
import { badRequest, conflict, errorBody, forbidden, isUuid, notFound, validate, zodIssues } from "../../lib/errors.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { rawJson, readAsSession, sessionInQuery, SESSION_USER, type JsonPageRow } from "../../lib/session-read.ts";
import type { BookingStatus } from "@expertconnect/shared/constants";
import {
  BOOKING_ACTION_MESSAGES,
  HOURS_MESSAGES,
  cancelBookingSchema as cancelSchema,
  declineBookingSchema as declineSchema,
  bookingActionSchema as actionSchema,
  type BookingAction,
} from "@expertconnect/shared/schemas/expert-side";
import { bookingRestriction, POLICY_MESSAGES } from "@expertconnect/shared/booking-policy";
import { bookingPreflight, createPaidBooking, type CreateResult } from "./bookings.create.ts";
import {
  expertSlots,
  userBookingsBody,
  userBookingsPageSql,
  userBookingsStatement,
  whyUnbookable,
  type UserBookingsPage,
} from "./bookings.queries.ts";
import { moveBooking, rescheduleBooking, type MoveResult, type RescheduleResult } from "./bookings.transitions.ts";

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

/** Which rule refused a slot, as the answer the client gets. */
async function refuseUnbookable(db: Deps["db"], expertId: string, scheduledAt: Date): Promise<never> {
  const why = await whyUnbookable(db, expertId, scheduledAt);
  if (why === "not-found") throw notFound(EXPERT_MESSAGES.notFound);
  if (why === "beyond-horizon") throw badRequest(HOURS_MESSAGES.beyondHorizon);
  if (why === "day-off") throw conflict(HOURS_MESSAGES.dayOffBooking);
  if (why === "outside-hours") throw conflict(HOURS_MESSAGES.outsideHours);
  throw conflict(EXPERT_MESSAGES.unavailable);
}

/** What the client is told when a reschedule moved nothing, by the reason it gives. */
const RESCHEDULE_REFUSALS: Record<Exclude<RescheduleResult["result"], "moved" | "unbookable">, () => ApiError> = {
  "not-found": () => notFound(BOOKING_ACTION_MESSAGES.notFound),
  "not-active": () => conflict(POLICY_MESSAGES.rescheduleNotActive),
  "too-late": () => conflict(POLICY_MESSAGES.rescheduleTooLate),
  "same-slot": () => badRequest(POLICY_MESSAGES.rescheduleSameSlot),
};

/** What the person is told when a status change moved nothing. */
function moveRefusal(moved: Exclude<MoveResult, { result: "moved" }>, action: BookingAction): ApiError {
  if (moved.result === "not-found") return notFound(BOOKING_ACTION_MESSAGES.notFound);
  if (moved.result === "wrong-status") return conflict(BOOKING_ACTION_MESSAGES.already(moved.status));
  if (moved.result === "changed") return conflict(BOOKING_ACTION_MESSAGES.changed(moved.status));
  if (moved.result === "too-late") return conflict(BOOKING_ACTION_MESSAGES.cancelAfterStart);
  if (moved.result === "window-closed") return conflict(BOOKING_ACTION_MESSAGES.markWindowClosed);
  return conflict(action === "no-show" ? BOOKING_ACTION_MESSAGES.noShowTooEarly : BOOKING_ACTION_MESSAGES.completeTooEarly);
}

const clashMessage = (err: unknown) =>
  pgConstraint(err) === "bookings_user_no_overlap" ? BOOKING_MESSAGES.userBusy : BOOKING_MESSAGES.slotTaken;

export function createBookingsRoutes(deps: Deps) {
  const { db } = deps;
  const now = () => new Date(deps.now ? deps.now() : Date.now());
  return new Hono<AppEnv>()
    // The session and the page in one statement (lib/session-read.ts), answered as PostgreSQL wrote it.
    .get("/", sessionInQuery, validate("query", bookingListQuerySchema), async (c) => {
      const { tab, cursor } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      const row = await readAsSession<JsonPageRow>(c, db, userBookingsStatement(tab, after), userBookingsPageSql(SESSION_USER, tab, after));
      if (!row) return c.json(errorBody("Not authenticated"), 401);
      return rawJson<UserBookingsPage>(c, userBookingsBody(row));
    })
    // Anyone may see which slots are free (viewing experts needs no login: docs/product.md#permissions).
    .get("/slots", validate("query", slotsQuerySchema), async (c) => {
      const { expertId, date } = c.req.valid("query");
      const slots = isUuid(expertId) ? await expertSlots(db, expertId, date) : null;
      if (!slots) throw notFound(EXPERT_MESSAGES.notFound);
      return c.json({ date, slots });
    })
    // A booking is paid for when it is made: the expert's fee is held from the client's wallet in
    // the same transaction (402 with how much is missing when the wallet is short: nothing written).
    .post("/", requireAuth, validate("json", createBookingSchema), async (c) => {
      const input = c.req.valid("json");
      const userId = c.get("user").id;
      const scheduledAt = slotStart(input.date, input.time);
      if (scheduledAt.getTime() <= now().getTime()) throw badRequest(BOOKING_MESSAGES.inPast);
      if (!isUuid(input.expertId)) throw notFound(EXPERT_MESSAGES.notFound);
      const known = await bookingPreflight(db, userId, input.expertId, now());
      if (known.own) throw forbidden(POLICY_MESSAGES.selfBooking);
      // A medical consultation records who the patient is, the client themself unless they say
      // otherwise (docs/product.md#the-patient); other categories carry none.
      const patient = known.expertCategory === "medical" ? (input.patient ?? { for: "self" as const }) : null;
      const restriction = bookingRestriction(known.noShows, now());
      if (restriction.restricted) throw forbidden(POLICY_MESSAGES.restricted(restriction.until));
      let created: CreateResult;
      try {
        // No deadlock retry: the insert's advisory locks order contenders for a slot, so none are
        // ended as deadlocks (bookings.queries.ts; bookings.race.test.ts races two pools to show it).
        created = await createPaidBooking(
          deps,
          { userId, expertId: input.expertId, scheduledAt, consultationType: input.consultationType, notes: input.notes, patient },
          known,
        );
      } catch (err) {
        if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw conflict(clashMessage(err));
        throw err;
      }
      if (created.result === "created") return c.json(created.booking, 201);
      if (created.result === "short") {
        const { shortByPaise } = created;
        return c.json({ error: { message: POLICY_MESSAGES.shortBy(shortByPaise), shortByPaise } }, 402);
      }
      return refuseUnbookable(db, input.expertId, scheduledAt);
    })
    // The client moves a booking to another free slot of the same expert; the payment stays with it.
    .post("/:id/reschedule", requireAuth, validate("json", rescheduleBookingSchema), async (c) => {
      const id = c.req.param("id");
      const { date, time } = c.req.valid("json");
      const scheduledAt = slotStart(date, time);
      if (!isUuid(id)) throw notFound(BOOKING_ACTION_MESSAGES.notFound);
      if (scheduledAt.getTime() <= now().getTime()) throw badRequest(BOOKING_MESSAGES.inPast);
      let moved: RescheduleResult;
      try {
        moved = await rescheduleBooking(deps, { bookingId: id, actorId: c.get("user").id, scheduledAt });
      } catch (err) {
        if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw conflict(clashMessage(err));
        throw err;
      }
      if (moved.result === "moved") return c.json(moved.booking);
      if (moved.result === "unbookable") return refuseUnbookable(db, moved.expertId, scheduledAt);
      throw RESCHEDULE_REFUSALS[moved.result]();
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
      const moved = await moveBooking(deps, { bookingId: id, actorId: c.get("user").id, action, reason, expected: action === "cancel" ? expectedStatus : undefined });
      if (moved.result === "moved") return c.json(moved.booking);
      throw moveRefusal(moved, action);
    });
}

export type BookingsRoutes = ReturnType<typeof createBookingsRoutes>;
