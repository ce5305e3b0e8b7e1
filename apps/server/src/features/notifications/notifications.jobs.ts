/**
 * The jobs behind notifications: a booking's reminder, which checks when it runs that the booking
 * is still confirmed for the same time (a cancelled or moved booking gets nothing), and e-mail to an
 * account, addressed and checked against the person's switches when it runs, not when it was queued.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { JobHandlers } from "../../lib/jobs/job-types.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { accountLocale } from "../../lib/i18n/locale.ts";
import { localizedMail } from "../../lib/i18n/mails.ts";
import { notice } from "../../lib/i18n/notices.ts";
import { CLIENT_BOOKINGS_PATH, bookingFacts, notifyInApp } from "./notify.ts";
import { getPreferences } from "./notifications.queries.ts";

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
        const { title, body, message } = notice("booking_reminder", { type: b.consultationType, expert: b.expertName, at: b.scheduledAt, offset });
        await notifyInApp(tx, deps.jobs, Boolean(deps.config.VAPID_PUBLIC_KEY), { userId: b.clientId, kind: "booking_reminder", title, body, message, link: CLIENT_BOOKINGS_PATH });
        const url = new URL(CLIENT_BOOKINGS_PATH, deps.config.PUBLIC_URL).toString();
        await deps.jobs.enqueue(
          "user-email",
          {
            userId: b.clientId,
            subject: title,
            text: `${body}\n\n${url}`,
            notice: { message, url },
            preference: "appointmentReminders",
          },
          { tx },
        );
      });
    },

    "user-email": async (queued) => {
      const { userId, preference } = queued;
      const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) return; // the account was deleted meanwhile
      if (preference && !(await getPreferences(deps.db, userId))[preference]) return;
      // In the person's language as it is now, not when the e-mail was queued.
      const { subject, text } = localizedMail(await accountLocale(deps.db, userId), queued);
      await deps.mailer.send({ to: user.email, subject, text });
    },
  };
}
