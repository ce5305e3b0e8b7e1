/** What each job does; built from the app's dependencies by the process entry (or a test). */
import { expireBooking, type MoneyDeps } from "../../features/bookings/bookings.transitions.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mailer.ts";
import type { JobHandlers } from "./job-types.ts";

/** The mailer alone is enough for tests of the queue itself; the booking jobs need the rest. */
export function createJobHandlers(deps: { mailer: Mailer } & Partial<MoneyDeps & { logger: Logger }>): JobHandlers {
  return {
    "send-email": (mail) => deps.mailer.send(mail),
    "booking-expire": async ({ bookingId, scheduledAt }) => {
      const { db, jobs, config } = deps;
      if (!db || !jobs || !config) throw new Error("booking-expire needs db, jobs and config");
      const moved = await expireBooking({ db, jobs, config }, bookingId, scheduledAt);
      if (moved) deps.logger?.info({ bookingId }, "pending booking expired unconfirmed; refunded");
    },
  };
}
