/**
 * What each event tells whom. Every function runs inside the event's own transaction (`tx`), so a
 * notification, its e-mail job and a booking's reminders exist exactly when the event committed.
 * The two busiest events (a paid booking, a confirm) are one statement each: they take their
 * writes (`…Writes`) as CTEs of that statement (`inStatement`), with the same guarantee.
 * Nobody is told about what they did themselves.
 */
import { sql, type SQL } from "drizzle-orm";
import { SOCIAL_NOTIFICATION_MESSAGES as SOCIAL } from "@expertconnect/shared/messages/social-notifications";
import { REMINDER_OFFSETS, type NotificationKind, type ReminderOffset } from "@expertconnect/shared/schemas/notifications";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { formatWhen, notice, type Notice } from "../../lib/i18n/notices.ts";
import type { JobQueue, PlannedJob } from "../../lib/jobs/job-queue.ts";
import type { JobPayloads } from "../../lib/jobs/job-types.ts";
import type { BookingFacts, Notifier, StatementWrites, Writes } from "../../lib/notifier.ts";
import { insertNotification, insertNotificationsSql, upsertGroupedNotification } from "./notifications.queries.ts";

/** Where the client and the expert see a booking. */
export const CLIENT_BOOKINGS_PATH = "/bookings";
export const EXPERT_BOOKINGS_PATH = "/consultation-mode";
/** Where a person reads their concerns and the team's answers. */
export const CONCERNS_PATH = "/profile/concerns";
/** Where an applicant sees their expert application and its decision. */
export const APPLICATION_PATH = "/become-expert";

export { formatWhen };

/** A person's shown name: the profile's full name, else the account name, else the e-mail's local part. */
export const personName = (alias: string) =>
  sql.raw(`coalesce(nullif(btrim(${alias}p.full_name), ''), nullif(btrim(${alias}u.name), ''), split_part(${alias}u.email, '@', 1))`);

/** The booking with both people, as this transaction sees it. */
export async function bookingFacts(tx: Db, bookingId: string): Promise<BookingFacts | null> {
  const [row] = await rows<{
    id: string;
    status: string;
    client_id: string;
    client_name: string;
    expert_user_id: string | null;
    expert_name: string;
    scheduled_at: string;
    consultation_type: string;
    cancelled_by: "client" | "expert" | null;
    cancellation_reason: string | null;
  }>(
    tx,
    sql`select b.id, b.status, b.user_id as client_id, ${personName("c")} as client_name, e.user_id as expert_user_id, e.name as expert_name,
          ${utcIso("b.scheduled_at")} as scheduled_at,
          b.consultation_type, b.cancelled_by, b.cancellation_reason
        from bookings b
        join experts e on e.id = b.expert_id
        join users cu on cu.id = b.user_id
        left join profiles cp on cp.id = b.user_id
        where b.id = ${bookingId}::uuid`,
  );
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    clientId: row.client_id,
    clientName: row.client_name,
    expertUserId: row.expert_user_id,
    expertName: row.expert_name,
    scheduledAt: row.scheduled_at,
    consultationType: row.consultation_type,
    cancelledBy: row.cancelled_by,
    cancellationReason: row.cancellation_reason,
  };
}

export const reminderKey = (bookingId: string, offset: ReminderOffset) => `booking:${bookingId}:reminder-${offset}`;

interface Message {
  to: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** the notice the title and body are the English of (lib/i18n/notices.ts) */
  message: Notice;
  link: string;
  /** Also e-mailed; with a preference, only while the person keeps it on. */
  email?: { preference?: JobPayloads["user-email"]["preference"] };
}

/** The notification in the app, and on the person's browsers when Web Push is set up (features/push). */
export async function notifyInApp(
  tx: Db,
  jobs: JobQueue,
  push: boolean,
  n: { userId: string; kind: NotificationKind; title: string; body: string; link: string; message: Notice },
) {
  await insertNotification(tx, n);
  if (push) await jobs.enqueue("push-notify", { userId: n.userId, title: n.title, body: n.body, link: n.link, message: n.message }, { tx });
}

export function createNotifier(deps: { jobs: JobQueue; publicUrl: string; now?: () => number; push?: boolean }): Notifier {
  const now = () => deps.now?.() ?? Date.now();

  const messageWrites = (m: Message): Writes => ({
    notifications: [{ userId: m.to, kind: m.kind, title: m.title, body: m.body, link: m.link, message: m.message }],
    jobs: [
      ...(deps.push ? [{ name: "push-notify" as const, payload: { userId: m.to, title: m.title, body: m.body, link: m.link, message: m.message } }] : []),
      ...(m.email
        ? [
            {
              name: "user-email" as const,
              payload: {
                userId: m.to,
                subject: m.title,
                text: `${m.body}\n\n${new URL(m.link, deps.publicUrl).toString()}`,
                notice: { message: m.message, url: new URL(m.link, deps.publicUrl).toString() },
                ...(m.email.preference ? { preference: m.email.preference } : {}),
              },
            },
          ]
        : []),
    ],
  });

  async function inStatement(writes: Writes, when: SQL): Promise<StatementWrites> {
    const ctes: SQL[] = [];
    if (writes.notifications.length) ctes.push(sql`notified as (${insertNotificationsSql(writes.notifications, when)})`);
    if (!writes.jobs.length) return { ctes, written: () => {} };
    const jobs = await deps.jobs.insertSql(writes.jobs, when);
    ctes.push(sql`queued as (${jobs.query})`);
    return { ctes, written: jobs.inserted };
  }

  /** An event's notifications and jobs in one statement of its transaction. */
  async function apply(tx: Db, writes: Writes) {
    const { ctes, written } = await inStatement(writes, sql`true`);
    if (!ctes.length) return;
    await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
    written();
  }

  async function send(tx: Db, m: Message) {
    await apply(tx, messageWrites(m));
  }

  const reminderJobs = (b: BookingFacts): PlannedJob[] =>
    REMINDER_OFFSETS.flatMap(({ key, minutes }) => {
      const at = new Date(b.scheduledAt).getTime() - minutes * 60_000;
      if (at <= now()) return [];
      return [{ name: "booking-reminder" as const, payload: { bookingId: b.id, scheduledAt: b.scheduledAt, offset: key }, startAfter: new Date(at), singletonKey: reminderKey(b.id, key) }];
    });

  async function cancelReminders(tx: Db, bookingId: string) {
    for (const { key } of REMINDER_OFFSETS) await deps.jobs.cancel("booking-reminder", reminderKey(bookingId, key), { tx });
  }

  /**
   * Tells `found.doctor_id` (a doubt's asker, or an answer's author) about something on the doubt,
   * linked to it, unless nothing was found or they did it themselves.
   */
  async function tellOnDoubt(
    tx: Db,
    doubtId: string,
    found: { doctor_id: string; question: string } | undefined,
    actorId: string,
    message: (question: string) => Omit<Message, "to" | "link">,
  ) {
    if (!found || found.doctor_id === actorId) return;
    await send(tx, { ...message(found.question), to: found.doctor_id, link: `/doubt/${doubtId}` });
  }

  const booking = (b: BookingFacts) => ({ type: b.consultationType, expert: b.expertName, at: b.scheduledAt });

  /** Booked: the expert hears of the request, unless they booked themselves. */
  const createdWrites = (b: BookingFacts): Writes =>
    !b.expertUserId || b.expertUserId === b.clientId
      ? { notifications: [], jobs: [] }
      : messageWrites({
          to: b.expertUserId,
          kind: "booking_created",
          ...notice("booking_created", { client: b.clientName, type: b.consultationType, at: b.scheduledAt }),
          link: EXPERT_BOOKINGS_PATH,
          email: {},
        });

  /** Confirmed: the reminders, and the client hears of it unless they confirmed it themselves. */
  const confirmedWrites = (b: BookingFacts, actorId: string): Writes => {
    const told =
      b.clientId === actorId
        ? { notifications: [], jobs: [] }
        : messageWrites({ to: b.clientId, kind: "booking_confirmed", ...notice("booking_confirmed", booking(b)), link: CLIENT_BOOKINGS_PATH, email: {} });
    return { notifications: told.notifications, jobs: [...reminderJobs(b), ...told.jobs] };
  };

  return {
    bookingCreatedWrites: createdWrites,

    bookingConfirmedWrites: confirmedWrites,

    inStatement,

    async bookingMoved(tx, { bookingId, action, actorId }) {
      const b = await bookingFacts(tx, bookingId);
      if (!b) return;
      await cancelReminders(tx, b.id);

      const toClient = (m: Omit<Message, "to" | "link">) =>
        b.clientId === actorId ? undefined : send(tx, { ...m, to: b.clientId, link: CLIENT_BOOKINGS_PATH });
      const reason = b.cancellationReason;
      switch (action) {
        case "decline":
          return toClient({ kind: "booking_declined", ...notice("booking_declined", { ...booking(b), reason }), email: {} });
        case "cancel":
          if (b.cancelledBy === "client") {
            if (!b.expertUserId || b.expertUserId === actorId) return;
            return send(tx, {
              to: b.expertUserId,
              kind: "booking_cancelled",
              ...notice("booking_cancelled_by_client", { client: b.clientName, type: b.consultationType, at: b.scheduledAt, reason }),
              link: EXPERT_BOOKINGS_PATH,
              email: {},
            });
          }
          return toClient({ kind: "booking_cancelled", ...notice("booking_cancelled_by_expert", { ...booking(b), reason }), email: {} });
        default:
          // complete and no-show: the people were there; nothing to tell.
          return;
      }
    },

    async bookingRescheduled(tx, { bookingId, previousScheduledAt }) {
      const b = await bookingFacts(tx, bookingId);
      if (!b) return;
      await cancelReminders(tx, b.id);
      if (b.status === "confirmed") await apply(tx, { notifications: [], jobs: reminderJobs(b) });
      if (!b.expertUserId || b.expertUserId === b.clientId) return;
      await send(tx, {
        to: b.expertUserId,
        kind: "booking_rescheduled",
        ...notice("booking_rescheduled", { client: b.clientName, type: b.consultationType, from: previousScheduledAt, at: b.scheduledAt }),
        link: EXPERT_BOOKINGS_PATH,
        email: {},
      });
    },

    async bookingExpired(tx, { bookingId }) {
      const b = await bookingFacts(tx, bookingId);
      if (!b) return;
      await send(tx, {
        to: b.clientId,
        kind: "booking_expired",
        ...notice("booking_expired", booking(b)),
        link: CLIENT_BOOKINGS_PATH,
        email: {},
      });
    },

    async bookingCancelledByErasure(tx, { bookingId, erased, refunded }) {
      const b = await bookingFacts(tx, bookingId);
      if (!b) return;
      await cancelReminders(tx, b.id);
      if (erased === "expert") {
        if (b.clientId === b.expertUserId) return;
        return send(tx, {
          to: b.clientId,
          kind: "booking_cancelled",
          ...notice("booking_cancelled_expert_erased", { type: b.consultationType, at: b.scheduledAt }),
          link: CLIENT_BOOKINGS_PATH,
          email: {},
        });
      }
      if (!b.expertUserId || b.expertUserId === b.clientId) return;
      return send(tx, {
        to: b.expertUserId,
        kind: "booking_cancelled",
        ...notice("booking_cancelled_client_erased", { type: b.consultationType, at: b.scheduledAt, refunded }),
        link: EXPERT_BOOKINGS_PATH,
        email: {},
      });
    },

    async messageReceived(tx, { conversationId, senderId, recipientId, preview }) {
      if (senderId === recipientId) return;
      const link = `/messages/${conversationId}`;
      const [pending] = await rows(tx, sql`select 1 from notifications where user_id = ${recipientId}::uuid and link = ${link} and read_at is null limit 1`);
      if (pending) return;
      const [sender] = await rows<{ name: string }>(tx, sql`select ${personName("s")} as name from users su left join profiles sp on sp.id = su.id where su.id = ${senderId}::uuid`);
      const text = [...preview].length > 80 ? `${[...preview].slice(0, 79).join("")}…` : preview;
      await send(tx, {
        to: recipientId,
        kind: "message_received",
        ...notice("message_received", { sender: sender?.name ?? null, preview: text }),
        link,
      });
    },

    async reviewReceived(tx, { bookingId }) {
      const [r] = await rows<{ expert_user_id: string | null; expert_id: string; client_id: string; first_name: string; stars: number }>(
        tx,
        sql`select e.user_id as expert_user_id, e.id as expert_id, b.user_id as client_id,
                   split_part(${personName("c")}, ' ', 1) as first_name, r.stars
            from expert_reviews r
            join bookings b on b.id = r.booking_id
            join experts e on e.id = b.expert_id
            join users cu on cu.id = b.user_id left join profiles cp on cp.id = cu.id
            where r.booking_id = ${bookingId}::uuid`,
      );
      if (!r?.expert_user_id || r.expert_user_id === r.client_id) return;
      await send(tx, {
        to: r.expert_user_id,
        kind: "review_received",
        ...notice("review_received", { name: r.first_name, stars: r.stars }),
        link: `/expert/${r.expert_id}`,
      });
    },

    async answerPosted(tx, { doubtId, answererId }) {
      const [d] = await rows<{ doctor_id: string; question: string; answerer: string }>(
        tx,
        sql`select d.doctor_id, d.question, ${personName("a")} as answerer
            from doctor_doubts d, users au left join profiles ap on ap.id = au.id
            where d.id = ${doubtId}::uuid and au.id = ${answererId}::uuid`,
      );
      await tellOnDoubt(tx, doubtId, d, answererId, (q) => ({
        kind: "doubt_answered",
        ...notice("doubt_answered", { answerer: d!.answerer, question: q }),
        email: { preference: "expertResponsesEmail" },
      }));
    },

    async answerAccepted(tx, { doubtId, answerId, acceptorId }) {
      const [a] = await rows<{ doctor_id: string; question: string }>(
        tx,
        sql`select a.doctor_id, d.question from doubt_answers a join doctor_doubts d on d.id = a.doubt_id
            where a.id = ${answerId}::uuid and a.doubt_id = ${doubtId}::uuid`,
      );
      await tellOnDoubt(tx, doubtId, a, acceptorId, (q) => ({ kind: "answer_accepted", ...notice("answer_accepted", { question: q }) }));
    },

    async newFollower(tx, { followerId, followeeId }) {
      if (followerId === followeeId) return;
      const link = `/u/${followerId}`;
      const [pending] = await rows(tx, sql`select 1 from notifications where user_id = ${followeeId}::uuid and link = ${link} and kind = 'new_follower' and read_at is null limit 1`);
      if (pending) return;
      const [follower] = await rows<{ name: string | null }>(
        tx,
        sql`select coalesce(nullif(btrim(fp.full_name), ''), nullif(btrim(fu.name), '')) as name
            from users fu left join profiles fp on fp.id = fu.id where fu.id = ${followerId}::uuid`,
      );
      await send(tx, {
        to: followeeId,
        kind: "new_follower",
        ...notice("new_follower", { name: follower?.name ?? null }),
        link,
      });
    },

    async moderated(tx, notes) {
      for (const n of notes) await send(tx, { to: n.userId, kind: n.kind, title: n.title, body: n.body, message: n.message, link: n.link });
    },

    async socialAction(tx, { action, item, itemId, actorId, text, repliedToId }) {
      const items = item === "post" ? sql.raw("doctor_posts") : sql.raw("doctor_videos");
      const excerptOf = item === "post" ? sql.raw("i.content") : sql.raw("i.title");
      // Who is told: the item's author, or for a reply the author of the comment replied to.
      // The person's name, never their e-mail: these go to people they may not know.
      const [found] = await rows<{ owner: string; recipient: string | null; excerpt: string; actor: string | null }>(
        tx,
        sql`select i.doctor_id as owner, ${repliedToId ? sql`(select c.author_id from comments c where c.id = ${repliedToId}::uuid)` : sql`i.doctor_id`} as recipient,
                   ${excerptOf} as excerpt, coalesce(nullif(btrim(ap.full_name), ''), nullif(btrim(au.name), '')) as actor
            from ${items} i, users au left join profiles ap on ap.id = au.id
            where i.id = ${itemId}::uuid and au.id = ${actorId}::uuid`,
      );
      if (!found?.recipient || found.recipient === actorId) return;
      const excerpt = (t: string) => {
        const flat = t.replace(/\s+/g, " ").trim();
        return [...flat].length > 100 ? `${[...flat].slice(0, 99).join("")}…` : flat;
      };
      const facts = { action, item, name: found.actor, excerpt: excerpt(action === "like" ? found.excerpt : (text ?? found.excerpt)) };
      const n = {
        message: { key: "social" as const, params: facts },
        userId: found.recipient,
        kind: action === "like" ? ("like_received" as const) : action === "comment" ? ("comment_received" as const) : ("reply_received" as const),
        subject: action === "reply" ? `comment:${repliedToId}` : `${item}:${itemId}`,
        actorId,
        body: SOCIAL.body(excerpt(action === "like" ? found.excerpt : (text ?? found.excerpt))),
        link: item === "video" ? `/video/${itemId}` : `/u/${found.owner}`,
      };
      const name = found.actor ?? SOCIAL.someone;
      const written = await upsertGroupedNotification(tx, { ...n, title: "" }, (count) => SOCIAL.title(action, item, name, count));
      // Pushed once, when the notification appears; later people only update it.
      if (written.inserted && deps.push) {
        await deps.jobs.enqueue("push-notify", { userId: n.userId, title: SOCIAL.title(action, item, name, 1), body: n.body, link: n.link, message: n.message }, { tx });
      }
    },

    async applicationDecided(tx, { userId, approved, reason }) {
      await send(
        tx,
        approved
          ? {
              to: userId,
              kind: "application_approved",
              ...notice("application_approved", {}),
              link: APPLICATION_PATH,
              email: {},
            }
          : {
              to: userId,
              kind: "application_rejected",
              ...notice("application_rejected", { reason: reason || null }),
              link: APPLICATION_PATH,
              email: {},
            },
      );
    },

    async grievanceAnswered(tx, { userId, reference, body }) {
      // The notification shows the start of the answer; the e-mail carries all of it (it is the answer the person is owed).
      const preview = [...body].length > 300 ? `${[...body].slice(0, 299).join("")}…` : body;
      const writes = messageWrites({ to: userId, kind: "grievance_answered", ...notice("grievance_answered", { reference, preview }), link: CONCERNS_PATH, email: {} });
      const url = new URL(CONCERNS_PATH, deps.publicUrl).toString();
      const fullText = `${body}\n\n${url}`;
      await apply(tx, {
        ...writes,
        jobs: writes.jobs.map((j) =>
          j.name === "user-email" ? { ...j, payload: { ...j.payload, text: fullText, notice: { message: notice("grievance_answered", { reference, preview: body }).message, url } } } : j,
        ),
      });
    },

    async grievanceClosed(tx, { userId, reference }) {
      await send(tx, {
        to: userId,
        kind: "grievance_closed",
        ...notice("grievance_closed", { reference }),
        link: CONCERNS_PATH,
        email: {},
      });
    },
  };
}
