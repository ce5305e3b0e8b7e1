import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { ROOM_CHAT_HISTORY_MAX, ROOM_GRACE_MINUTES, ROOM_OPENS_BEFORE_MINUTES } from "@expertconnect/shared/constants";
import type { ChatMessage } from "@expertconnect/shared/schemas/rooms";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { publishInStatement } from "../../lib/realtime/bus.ts";
import { bookingMessages } from "../../db/schema/index.ts";

export interface RoomAccess {
  bookingId: string;
  status: string;
  consultationType: string;
  scheduledAt: Date;
  endsAt: Date;
  role: "client" | "expert";
  /** the other person's name as this person should see it */
  peerName: string;
}

interface RoomRow extends Record<string, unknown> {
  status: string;
  consultation_type: string;
  scheduled_at: string | Date;
  ends_at: string | Date;
  role: "client" | "expert";
  expert_name: string;
  client_name: string | null;
}

/** The booking's row as `user` (SQL for a user id) may see it: only its client and its expert get one. */
const roomSql = (bookingId: string, user: SQL) =>
  sql`select b.id, b.status, b.consultation_type, b.scheduled_at, b.ends_at, e.name as expert_name,
        coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as client_name,
        case when b.user_id = ${user} then 'client' else 'expert' end as role
      from bookings b
      join experts e on e.id = b.expert_id
      join users u on u.id = b.user_id
      left join profiles p on p.id = b.user_id
      where b.id = ${bookingId}::uuid and (b.user_id = ${user} or e.user_id = ${user})`;

/** The booking's room as `userId` may see it: only its client and its expert; anyone else gets null. */
export async function roomAccess(db: Db, bookingId: string, userId: string): Promise<RoomAccess | null> {
  const [row] = await rows<RoomRow>(db, roomSql(bookingId, sql`${userId}::uuid`));
  return row ? toRoomAccess(bookingId, row) : null;
}

function toRoomAccess(bookingId: string, row: RoomRow): RoomAccess {
  return {
    bookingId,
    status: row.status,
    consultationType: row.consultation_type,
    scheduledAt: new Date(row.scheduled_at),
    endsAt: new Date(row.ends_at),
    role: row.role,
    peerName: row.role === "client" ? row.expert_name : (row.client_name ?? "Your client"),
  };
}

const messageColumns = {
  id: bookingMessages.id,
  senderId: bookingMessages.senderId,
  body: bookingMessages.body,
  createdAt: bookingMessages.createdAt,
};

const shape = (m: { id: number; senderId: string | null; body: string; createdAt: Date }): ChatMessage => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
});

/**
 * The room's chat, oldest first: the latest `limit` messages, or the first `limit` after the
 * message id `after` (what a screen that shows up to `after` has not seen).
 */
export async function listMessages(db: Db, bookingId: string, p: { after?: number; limit?: number } = {}): Promise<ChatMessage[]> {
  const limit = p.limit ?? ROOM_CHAT_HISTORY_MAX;
  if (p.after !== undefined) {
    const newer = await db
      .select(messageColumns)
      .from(bookingMessages)
      .where(and(eq(bookingMessages.bookingId, bookingId), gt(bookingMessages.id, p.after)))
      .orderBy(asc(bookingMessages.id))
      .limit(limit);
    return newer.map(shape);
  }
  const latest = db
    .select(messageColumns)
    .from(bookingMessages)
    .where(eq(bookingMessages.bookingId, bookingId))
    .orderBy(sql`${bookingMessages.id} desc`)
    .limit(limit)
    .as("latest");
  const list = await db.select().from(latest).orderBy(asc(latest.id));
  return list.map(shape);
}

/**
 * A chat message sent in one statement: the sender from the session (`session`, the condition
 * runAsSession gives), the room as they may see it, the message inserted only if the room is open
 * at `now` (the rule of roomState), and its `chat` event published on `channel` when it commits.
 * No row: no session. `room` null: no such room for this person. `message` null: the room is not open.
 */
export function sendChatSql(p: { session: SQL; bookingId: string; body: string; now: Date; channel: string }): SQL {
  const now = p.now.toISOString();
  return sql`with me as (select s.user_id from sessions s where ${p.session}),
      room as (${roomSql(p.bookingId, sql`(select user_id from me)`)}),
      sent as (
        insert into booking_messages (booking_id, sender_id, body)
        select room.id, me.user_id, ${p.body} from room, me
        where room.status = 'confirmed'
          and ${now}::timestamptz >= room.scheduled_at - make_interval(mins => ${ROOM_OPENS_BEFORE_MINUTES})
          and ${now}::timestamptz < room.ends_at + make_interval(mins => ${ROOM_GRACE_MINUTES})
        returning json_build_object('id', id, 'senderId', sender_id, 'body', body,
          'createdAt', ${utcIso("created_at")}) as message
      ),
      published as (select ${publishInStatement(p.channel, sql`json_build_object('type', 'chat', 'message', message)`)} from sent)
      -- "published" is read only so that its CTE runs: PostgreSQL skips a SELECT CTE nobody reads.
      select room.status is not null as found, room.*, (select message from sent) as message,
        (select count(*)::int from published) as published
      from me left join room on true`;
}

export type SendChatRow = RoomRow & { found: boolean; message: ChatMessage | null };

/** What sendChatSql's row says: the room (null when this person has none by that id) and the message if it was sent. */
export function sentChat(bookingId: string, row: SendChatRow): { room: RoomAccess | null; message: ChatMessage | null } {
  return row.found ? { room: toRoomAccess(bookingId, row), message: row.message } : { room: null, message: null };
}

export async function insertMessage(db: Db, bookingId: string, senderId: string, body: string): Promise<ChatMessage> {
  const [row] = await db.insert(bookingMessages).values({ bookingId, senderId, body }).returning(messageColumns);
  return shape(row!);
}
