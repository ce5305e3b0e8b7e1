/**
 * Notifications: written by the events (notify.ts) inside their own transactions, read by their
 * owner only, newest first on (created_at, id), and marked read; and each person's switches.
 */
import type { NewNotification } from "../../lib/notifier.ts";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { PREFERENCE_DEFAULTS, type NotificationKind, type Preferences, type PreferencesUpdate } from "@expertconnect/shared/schemas/notifications";
import { rows, type Db } from "../../db/client.ts";
import { notifications, userPreferences } from "../../db/schema/index.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import { readNotice, renderNotice } from "../../lib/i18n/notices.ts";
import type { Locale } from "@expertconnect/shared/i18n";


/** Bodies are cut to what the table takes, so a long reason or question never fails the event. */
const BODY_MAX = 1000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const messageJson = (n: NewNotification) => (n.message ? JSON.stringify(n.message) : null);

export async function insertNotification(db: Db, n: NewNotification): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ ...n, title: cut(n.title, 200), body: cut(n.body, BODY_MAX) })
    .returning({ id: notifications.id });
  return row!.id;
}

/** The insert of these notifications, written only where `when` holds: a CTE's body (notify.ts inStatement). */
export function insertNotificationsSql(list: NewNotification[], when: SQL): SQL {
  const values = list.map(
    (n) => sql`(${n.userId}::uuid, ${n.kind}, ${cut(n.title, 200)}, ${cut(n.body, BODY_MAX)}, ${n.link}, ${messageJson(n)}::jsonb)`,
  );
  return sql`insert into notifications (user_id, kind, title, body, link, message)
    select v.user_id, v.kind, v.title, v.body, v.link, v.message from (values ${sql.join(values, sql`, `)}) as v(user_id, kind, title, body, link, message)
    where ${when}`;
}

/**
 * A grouped notification (notify.ts socialAction): added, or, while one of the same kind about the
 * same subject is unread, that one updated in place: `actorId` moves to the end of its distinct
 * people, its text follows and it comes back to the top. The partial unique index makes simultaneous
 * writers one row: the first inserts, the others wait on it and update it in turn, each reading the
 * people as the one before left them. `title` is then written from the count, under the row's lock.
 */
export async function upsertGroupedNotification(
  db: Db,
  n: NewNotification & { subject: string; actorId: string },
  title: (count: number) => string,
): Promise<{ id: string; count: number; inserted: boolean }> {
  const [row] = await rows<{ id: string; count: number; inserted: boolean }>(
    db,
    sql`insert into notifications as n (user_id, kind, subject, actor_ids, title, body, link, message)
        values (${n.userId}::uuid, ${n.kind}, ${n.subject}, array[${n.actorId}::uuid], ${cut(title(1), 200)}, ${cut(n.body, BODY_MAX)}, ${n.link}, ${messageJson(n)}::jsonb)
        on conflict (user_id, kind, subject) where read_at is null and subject is not null
        do update set actor_ids = array_append(array_remove(n.actor_ids, ${n.actorId}::uuid), ${n.actorId}::uuid),
          body = excluded.body, link = excluded.link, message = excluded.message, created_at = now()
        returning id, cardinality(actor_ids) as count, (xmax = 0) as inserted`,
  );
  const result = { id: row!.id, count: Number(row!.count), inserted: Boolean(row!.inserted) };
  if (!result.inserted) await db.execute(sql`update notifications set title = ${cut(title(result.count), 200)} where id = ${result.id}::uuid`);
  return result;
}

/** created_at with microseconds, in UTC, so the cursor neither skips nor repeats a row. */
const createdAtText = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of the person's notifications, worded in `locale`: a notice (`message`) is worded again
 * in Hindi; English, and rows without a notice, are the stored text.
 */
export async function listNotifications(db: Db, userId: string, cursor: Cursor | null, locale: Locale = "en") {
  const page = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      message: notifications.message,
      count: sql<number>`cardinality(${notifications.actorIds})`,
      read: sql<boolean>`${notifications.readAt} is not null`,
      createdAt: createdAtText,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZE + 1);
  const hasMore = page.length > PAGE_SIZE;
  const items = (hasMore ? page.slice(0, PAGE_SIZE) : page).map(({ message, count, ...n }) => {
    const notice = locale === "en" ? null : readNotice(message);
    const text = notice ? renderNotice(locale, notice, Math.max(1, Number(count))) : null;
    return { ...n, ...(text ? { title: cut(text.title, 200), body: cut(text.body, BODY_MAX) } : {}), kind: n.kind as NotificationKind };
  });
  const last = items.at(-1);
  return { notifications: items, nextCursor: hasMore && last ? encodeCursor(last.createdAt, last.id) : null };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Marks one of the person's own notifications read (again: no change). False when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

const preferenceColumns = {
  darkMode: userPreferences.darkMode,
  appointmentReminders: userPreferences.appointmentReminders,
  expertResponsesEmail: userPreferences.expertResponsesEmail,
  dataSaver: userPreferences.dataSaver,
  language: userPreferences.language,
};

/** The person's switches; the defaults until they change one. */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select(preferenceColumns).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ?? { ...PREFERENCE_DEFAULTS };
}

export async function updatePreferences(db: Db, userId: string, patch: PreferencesUpdate): Promise<Preferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...PREFERENCE_DEFAULTS, ...patch })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(preferenceColumns);
  return row!;
}
