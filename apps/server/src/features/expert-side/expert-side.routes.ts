/**
 * /api/expert: the signed-in expert's own desk — weekly hours, days off and the availability
 * switch, and the dashboard of today's and upcoming bookings. A user who is not an expert gets 404.
 */
import { Hono } from "hono";
import { HOURS_MESSAGES, hoursSchema } from "@expertconnect/shared/schemas/expert-side";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { errorBody, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { deskSql, expertOfUser, getHours, setHours, type DeskBooking, type DeskRow } from "./expert-side.queries.ts";
import { rawJson, readAsSession, requireSessionCookie, SESSION_USER } from "../../lib/session-read.ts";

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

export function createExpertSideRoutes({ db }: Deps) {
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
    .get("/dashboard", requireSessionCookie, async (c) => {
      const row = await readAsSession<DeskRow>(c, db, "expert_desk", deskSql(SESSION_USER));
      if (!row) return c.json(errorBody("Not authenticated"), 401);
      if (row.expert === null) throw notFound(HOURS_MESSAGES.notAnExpert);
      return rawJson<Desk>(c, `{"expert":${row.expert},"date":${JSON.stringify(row.date)},"today":${row.today},"upcoming":${row.upcoming},"earlier":${row.earlier}}`);
    });
}

export type ExpertSideRoutes = ReturnType<typeof createExpertSideRoutes>;
