/**
 * The jobs behind notifications: a booking's reminder, which checks when it runs that the booking
 * is still confirmed for the same time (a cancelled or moved booking gets nothing), and e-mail to an
 * account, addressed and checked against the person's switches when it runs, not when it was queued.
 */
import { eq } from "drizzle-orm";
import type { REMINDER_OFFSETS } from "@expertconnect/shared/schemas/notifications";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { JobHandlers } from "../../lib/jobs/job-types.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { CLIENT_BOOKINGS_PATH, bookingFacts, formatWhen, notifyInApp } from "./notify.ts";
import { getPreferences } from "./notifications.queries.ts";

const IN_WORDS = { "24h": "in 24 hours", "15m": "in 15 minutes" } as const satisfies Record<(typeof REMINDER_OFFSETS)[number]["key"], string>;

export function createNotificationJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  config: { PUBLIC_URL: string; VAPID_PUBLIC_KEY?: string };
}): Pick<JobHandlers, "booking-reminder" | "user-email"> {
  return {
    "booking-reminder": async ({ bookingId, scheduledAt, offset }) => {
      await deps.db.transaction(async (tx) => {
        const b = await bookingFacts(tx, bookingId);
        // Cancelled, declined, finished or moved to another time since this reminder was set: nothing to say.
        if (!b || b.status !== "confirmed" || b.scheduledAt !== scheduledAt) return;
        // Late (the queue was down past the start): a reminder now would only confuse.
        if (new Date(b.scheduledAt).getTime() <= Date.now()) return;
        // Appointment Reminders off: no reminder at all, in the app or by e-mail.
        if (!(await getPreferences(tx, b.clientId)).appointmentReminders) return;
        const title = "Consultation reminder";
        const body = `Your ${b.consultationType} consultation with ${b.expertName} starts ${IN_WORDS[offset]}, on ${formatWhen(b.scheduledAt)}.`;
        await notifyInApp(tx, deps.jobs, Boolean(deps.config.VAPID_PUBLIC_KEY), { userId: b.clientId, kind: "booking_reminder", title, body, link: CLIENT_BOOKINGS_PATH });
        await deps.jobs.enqueue(
          "user-email",
          {
            userId: b.clientId,
            subject: title,
            text: `${body}\n\n${new URL(CLIENT_BOOKINGS_PATH, deps.config.PUBLIC_URL).toString()}`,
            preference: "appointmentReminders",
          },
          { tx },
        );
      });
    },

    "user-email": async ({ userId, subject, text, preference }) => {
      const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) return; // the account was deleted meanwhile
      if (preference && !(await getPreferences(deps.db, userId))[preference]) return;
      await deps.mailer.send({ to: user.email, subject, text });
    },
  };
}
