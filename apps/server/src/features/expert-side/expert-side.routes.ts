/**
 * /api/expert: the signed-in expert's own desk — weekly hours, days off and the availability
 * switch, and the dashboard of today's and upcoming bookings. A user who is not an expert gets 404.
 */
import { Hono } from "hono";
import { HOURS_MESSAGES, hoursSchema } from "@expertconnect/shared/schemas/expert-side";
import { addDays, slotStart, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { expertBookings, expertOfUser, getHours, setHours } from "./expert-side.queries.ts";

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
    .get("/dashboard", requireAuth, async (c) => {
      const { weeklyHours: _hours, ...expert } = await ownExpert(c.get("user").id);
      const today = todayInIndia();
      const { today: todays, upcoming, earlier } = await expertBookings(db, expert.id, slotStart(today, "00:00"), slotStart(addDays(today, 1), "00:00"));
      return c.json({ expert: { ...expert, suspended: expert.suspendedAt !== null }, date: today, today: todays, upcoming, earlier });
    });
}

export type ExpertSideRoutes = ReturnType<typeof createExpertSideRoutes>;
