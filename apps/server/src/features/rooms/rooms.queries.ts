import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { ROOM_CHAT_HISTORY_MAX, ROOM_GRACE_MINUTES, ROOM_OPENS_BEFORE_MINUTES } from "@expertconnect/shared/constants";
import { roomState } from "@expertconnect/shared/rooms";
import type { ChatMessage } from "@expertconnect/shared/schemas/rooms";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { sendRateColumns, sendRateRefusalOf, type SendRateRow } from "../../lib/quotas/send-rate.ts";
import { fitsInStatement, publishInStatement } from "../../lib/realtime/bus.ts";
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

export type SendChatResult =
  | { result: "not-found" }
  | { result: "closed"; room: RoomAccess }
  | { result: "refused"; refusal: Refusal }
  /** `published`: the chat event went out with the insert (else the caller publishes it) */
  | { result: "sent"; message: ChatMessage; published: boolean };

/**
 * A chat message, whether it came over HTTP or the room's socket. Under the sender's quota lock
 * (docs/product.md#quotas), one statement reads the room as they may see it, checks it is open at
 * `now` (the rule of roomState) and their chat rate, inserts the message only if both allow it, and
 * sends its `chat` event on `channel` when it fits in a notification, so message and event commit
 * together. Three round trips and the commit: the lock must be taken before the statement that
 * counts, or the count would not see a message committed while it waited.
 */
export async function sendChat(db: Db, p: { userId: string; bookingId: string; body: string; now: number; channel: string }): Promise<SendChatResult> {
  const inline = fitsInStatement(Buffer.byteLength(JSON.stringify(p.body)));
  const me = sql`${p.userId}::uuid`;
  const now = new Date(p.now).toISOString();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockAccount(t, p.userId);
    const [row] = await rows<SendChatRow>(
      t,
      sql`with room as (${roomSql(p.bookingId, me)}),
          rate as (select ${sendRateColumns("chat", me)}),
          sent as (
            insert into booking_messages (booking_id, sender_id, body)
            select room.id, ${me}, ${p.body} from room, rate
            where room.status = 'confirmed'
              and ${now}::timestamptz >= room.scheduled_at - make_interval(mins => ${ROOM_OPENS_BEFORE_MINUTES})
              and ${now}::timestamptz < room.ends_at + make_interval(mins => ${ROOM_GRACE_MINUTES})
              and rate.minute is null and rate.day is null
            returning json_build_object('id', id, 'senderId', sender_id, 'body', body, 'createdAt', ${utcIso("created_at")}) as message
          ),
          published as (select ${inline ? publishInStatement(p.channel, sql`json_build_object('type', 'chat', 'message', message)`) : sql`null`} from sent)
          -- "published" is read only so that its CTE runs: PostgreSQL skips a SELECT CTE nobody reads.
          select room.status is not null as found, room.*, rate.minute, rate.day, (select message from sent) as message,
            (select count(*)::int from published) as published
          from rate left join room on true`,
    );
    if (!row!.found) return { result: "not-found" } as const;
    const room = toRoomAccess(p.bookingId, row!);
    if (row!.message) return { result: "sent", message: row!.message, published: inline } as const;
    const refusal = roomState(room.status, room.scheduledAt, room.endsAt, p.now) === "open" ? sendRateRefusalOf("chat", row!) : null;
    return refusal ? ({ result: "refused", refusal } as const) : ({ result: "closed", room } as const);
  });
}

type SendChatRow = RoomRow & SendRateRow & { found: boolean; message: ChatMessage | null };
