/**
 * /api/expert-desk: the signed-in expert's own desk — weekly hours, days off and the availability
 * switch, the dashboard of today's and upcoming bookings, the Past tab of ended ones, and one
 * booking's page with its history. A user who is not an expert gets 404; so does a booking that is
 * not the expert's own, whoever asks (its client included).
 */
import { Hono } from "hono";
import { BOOKING_ACTION_MESSAGES, HOURS_MESSAGES, PAST_MESSAGES, hoursSchema, pastQuerySchema } from "@expertconnect/shared/schemas/expert-side";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { badRequest, errorBody, isUuid, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import {
  deskSql,
  expertBookingDetail,
  expertOfUser,
  getHours,
  listPastBookings,
  setHours,
  type DeskBooking,
  type DeskRow,
  type ExpertBookingDetail,
  type PastPage,
} from "./expert-desk.queries.ts";
import { rawJson, readAsSession, sessionInQuery, SESSION_USER } from "../../lib/session-read.ts";

/** The desk's answer, as deskSql spells it. */
interface Desk {
  expert: {
    id: string;
    name: string;
    category: string;
    specialization: string;
    consultationFee: number;
    isVerified: boolean;
    isAvailable: boolean;
    suspendedAt: string | null;
    suspensionReason: string | null;
    suspended: boolean;
  };
  date: string;
  today: DeskBooking[];
  upcoming: DeskBooking[];
  earlier: DeskBooking[];
}

export function createExpertDeskRoutes({ db }: Deps) {
  const ownExpert = async (userId: string) => {
    const expert = await expertOfUser(db, userId);
    if (!expert) throw notFound(HOURS_MESSAGES.notAnExpert);
    return expert;
  };

  return new Hono<AppEnv>()
    .get("/hours", requireAuth, async (c) => c.json(await getHours(db, await ownExpert(c.get("user").id))))
    .put("/hours", requireAuth, validate("json", hoursSchema), async (c) => {
      const expert = await ownExpert(c.get("user").id);
      await setHours(db, expert.id, c.req.valid("json"));
      return c.json(await getHours(db, await ownExpert(c.get("user").id)));
    })
    // The session, the expert row and the three lists in one statement (lib/session-read.ts).
    .get("/dashboard", sessionInQuery, async (c) => {
      const row = await readAsSession<DeskRow>(c, db, "expert_desk", deskSql(SESSION_USER));
      if (!row) return c.json(errorBody("Not authenticated"), 401);
      if (row.expert === null) throw notFound(HOURS_MESSAGES.notAnExpert);
      return rawJson<Desk>(c, `{"expert":${row.expert},"date":${JSON.stringify(row.date)},"today":${row.today},"upcoming":${row.upcoming},"earlier":${row.earlier}}`);
    })
    // The Past tab: ended bookings, newest slot first, a page per cursor, all or one way of ending.
    .get("/past", requireAuth, validate("query", pastQuerySchema), async (c) => {
      const { filter, cursor } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest(PAST_MESSAGES.cursor);
      const body = await listPastBookings(db, c.get("user").id, filter, after);
      if (body === null) throw notFound(HOURS_MESSAGES.notAnExpert);
      return rawJson<PastPage>(c, body);
    })
    // A booking's page for its expert: the booking, its client and payment, and its history.
    .get("/bookings/:id", requireAuth, async (c) => {
      const id = c.req.param("id");
      const body = isUuid(id) ? await expertBookingDetail(db, c.get("user").id, id) : null;
      if (body === null) throw notFound(BOOKING_ACTION_MESSAGES.notFound);
      return rawJson<ExpertBookingDetail>(c, body);
    });
}

export type ExpertDeskRoutes = ReturnType<typeof createExpertDeskRoutes>;
