import { asc, eq, sql } from "drizzle-orm";
import type { ChatMessage } from "@expertconnect/shared/schemas/rooms";
import { rows, type Db } from "../../db/client.ts";
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

/** The booking's room as `userId` may see it: only its client and its expert; anyone else gets null. */
export async function roomAccess(db: Db, bookingId: string, userId: string): Promise<RoomAccess | null> {
  const [row] = await rows<{
    status: string;
    consultation_type: string;
    scheduled_at: string | Date;
    ends_at: string | Date;
    role: "client" | "expert";
    expert_name: string;
    client_name: string | null;
  }>(
    db,
    sql`select b.status, b.consultation_type, b.scheduled_at, b.ends_at, e.name as expert_name,
          coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as client_name,
          case when b.user_id = ${userId}::uuid then 'client' else 'expert' end as role
        from bookings b
        join experts e on e.id = b.expert_id
        join users u on u.id = b.user_id
        left join profiles p on p.id = b.user_id
        where b.id = ${bookingId}::uuid and (b.user_id = ${userId}::uuid or e.user_id = ${userId}::uuid)`,
  );
  if (!row) return null;
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

/** The room's chat, oldest first (the latest `limit` messages). */
export async function listMessages(db: Db, bookingId: string, limit = 500): Promise<ChatMessage[]> {
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

export async function insertMessage(db: Db, bookingId: string, senderId: string, body: string): Promise<ChatMessage> {
  const [row] = await db.insert(bookingMessages).values({ bookingId, senderId, body }).returning(messageColumns);
  return shape(row!);
}
