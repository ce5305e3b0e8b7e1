/**
 * Messaging's SQL (docs/product.md#messaging). A person sees a conversation only as its client or as
 * the user of its expert; every query names the person, and anything else reads as null. Counters
 * and marks live on the conversation row and change in the statement or transaction that causes them.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Message, MessageAttachment, PeerMarks } from "@expertconnect/shared/schemas/messages";
import type { MessageAttachmentType } from "@expertconnect/shared/constants";
import { isBlocked } from "../../lib/visibility.ts";
import { rows, type Db } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import type { Cursor } from "../../lib/cursor.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { sendRateRefusal } from "../../lib/quotas/send-rate.ts";
import { storageRefusal } from "../../lib/quotas/storage-quota.ts";

export type Role = "client" | "expert";

export interface ConversationAccess {
  id: string;
  role: Role;
  /** the other person's account; null for an expert without one (seeded, or whose account is gone) */
  peerUserId: string | null;
  peerName: string;
  peerAvatarUrl: string | null;
  /** how far the other person received and read this person's messages */
  peerMarks: PeerMarks;
}

const other = (role: Role): Role => (role === "client" ? "expert" : "client");
/** A column of one side of the conversation row; `role` is always one of two literals. */
const col = (role: Role, name: "unread" | "delivered_id" | "read_id") => sql.raw(`"${role}_${name}"`);

const clientName = sql`coalesce(nullif(p.full_name, ''), nullif(u.name, ''), 'Client')`;

/** The conversation as `userId` may see it, or null when they are not one of its two people. */
export async function conversationAccess(db: Db, id: string, userId: string): Promise<ConversationAccess | null> {
  const [row] = await preparedRows<{
    client_id: string;
    expert_user_id: string | null;
    expert_name: string;
    client_name: string;
    client_avatar: string | null;
    expert_avatar: string | null;
    client_delivered_id: string | number;
    client_read_id: string | number;
    expert_delivered_id: string | number;
    expert_read_id: string | number;
  }>(
    db,
    "messages_access",
    sql`select c.client_id, e.user_id as expert_user_id, e.name as expert_name, ${clientName} as client_name,
          p.avatar_url as client_avatar, ep.avatar_url as expert_avatar,
          c.client_delivered_id, c.client_read_id, c.expert_delivered_id, c.expert_read_id
        from conversations c
        join experts e on e.id = c.expert_id
        join users u on u.id = c.client_id
        left join profiles p on p.id = c.client_id
        left join profiles ep on ep.id = e.user_id
        where c.id = ${id}::uuid and (c.client_id = ${userId}::uuid or e.user_id = ${userId}::uuid)`,
  );
  if (!row) return null;
  const role: Role = row.client_id === userId ? "client" : "expert";
  return role === "client"
    ? {
        id,
        role,
        peerUserId: row.expert_user_id,
        peerName: row.expert_name,
        peerAvatarUrl: row.expert_avatar,
        peerMarks: { deliveredUpTo: Number(row.expert_delivered_id), readUpTo: Number(row.expert_read_id) },
      }
    : {
        id,
        role,
        peerUserId: row.client_id,
        peerName: row.client_name,
        peerAvatarUrl: row.client_avatar,
        peerMarks: { deliveredUpTo: Number(row.client_delivered_id), readUpTo: Number(row.client_read_id) },
      };
}

export interface ConversationSummary {
  id: string;
  peer: { name: string; avatarUrl: string | null };
  lastMessage: { body: string; attachmentName: string | null; mine: boolean; createdAt: string } | null;
  lastActivityAt: string;
  unread: number;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, "\\$&");
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/**
 * One page of the person `me`'s conversations (SQL for a session read), newest activity first: the
 * ones where they are the client and the ones of their expert row, each read from its own index
 * range and merged. `q` matches the other person's name or the text of a message (case-insensitive
 * substring, trigram-indexed). `items` is ConversationSummary[] as JSON text. The other person is
 * read for the side the caller is on only (a subquery per branch, not four joins for every row).
 */
export function conversationsPageSql(me: SQL, p: { q?: string; cursor: Cursor | null; limit: number }): { name: string; query: SQL } {
  const after = p.cursor ? sql`and (c.last_activity_at, c.id) < (${p.cursor.key}::timestamptz, ${p.cursor.id}::uuid)` : sql``;
  const pattern = p.q ? `%${escapeLike(p.q.toLowerCase())}%` : null;
  const inMessages = sql`exists (select 1 from messages m where m.conversation_id = c.id and lower(m.body) like ${pattern})`;
  const asClient: SQL = pattern
    ? sql`and (exists (select 1 from experts e where e.id = c.expert_id and lower(e.name) like ${pattern}) or ${inMessages})`
    : sql``;
  const asExpert: SQL = pattern
    ? sql`and (exists (select 1 from users u left join profiles p on p.id = u.id where u.id = c.client_id and lower(${clientName}) like ${pattern}) or ${inMessages})`
    : sql``;
  const take = sql.raw(String(p.limit + 1));
  const size = sql.raw(String(p.limit));
  const time = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${TIME_FORMAT})`;
  // One named statement per shape of the text (cursor or not, search or not), planned once per connection.
  const name = `messages_list_json_${p.limit}${p.cursor ? "_after" : ""}${pattern ? "_q" : ""}`;
  const query = sql`select coalesce(json_agg(page.j order by page.rn) filter (where page.rn <= ${size}), '[]')::text as items,
      count(*)::int as n,
      max(page.activity) filter (where page.rn = ${size}) as last_key,
      max(page.id::text) filter (where page.rn = ${size}) as last_id
    from (
      with mine as (
        (select c.id, c.last_activity_at, 'client' as role from conversations c
          where c.client_id = ${me} ${after} ${asClient}
          order by c.last_activity_at desc, c.id desc limit ${take})
        union all
        (select c.id, c.last_activity_at, 'expert' as role from conversations c
          where c.expert_id = (select id from experts where user_id = ${me}) and c.client_id <> ${me} ${after} ${asExpert}
          order by c.last_activity_at desc, c.id desc limit ${take})
      )
      select c.id, ${time(sql`c.last_activity_at`)} as activity,
        row_number() over (order by mine.last_activity_at desc, mine.id desc) as rn,
        json_build_object(
          'id', c.id,
          'peer', case when mine.role = 'client'
            then (select json_build_object('name', e.name, 'avatarUrl', ep.avatar_url)
              from experts e left join profiles ep on ep.id = e.user_id where e.id = c.expert_id)
            else (select json_build_object('name', ${clientName}, 'avatarUrl', p.avatar_url)
              from users u left join profiles p on p.id = u.id where u.id = c.client_id) end,
          'lastMessage', case when lm.id is null then null else json_build_object(
            'body', lm.body, 'attachmentName', lm.attachment_name,
            'mine', coalesce(lm.sender_id = ${me}, false), 'createdAt', ${time(sql`lm.created_at`)}) end,
          'lastActivityAt', ${time(sql`c.last_activity_at`)},
          'unread', case when mine.role = 'client' then c.client_unread else c.expert_unread end
        ) as j
      from mine
      join conversations c on c.id = mine.id
      left join messages lm on lm.id = c.last_message_id
      order by mine.last_activity_at desc, mine.id desc
      limit ${take}
    ) page`;
  return { name, query };
}

/** The person's unread messages over every conversation (the Messages badge), `userId` as SQL. */
export const unreadTotalSql = (userId: SQL) =>
  sql`select (coalesce((select sum(client_unread) from conversations where client_id = ${userId}), 0)
        + coalesce((select sum(c.expert_unread) from conversations c
            where c.expert_id = (select id from experts where user_id = ${userId}) and c.client_id <> ${userId}), 0))::int as total`;

/** The person's unread messages over every conversation (the Messages badge). */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await preparedRows<{ total: string | number }>(db, "messages_unread_total", unreadTotalSql(sql`${userId}::uuid`));
  return Number(row?.total ?? 0);
}

interface MessageRow {
  id: string | number;
  conversation_id: string;
  sender_id: string | null;
  body: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  created_at: string;
}

const ATTACHMENTS_PATH = "/api/messages/attachments/";
export const attachmentUrl = (messageId: number) => `${ATTACHMENTS_PATH}${messageId}`;
const attachmentUrlPrefix = sql`${ATTACHMENTS_PATH}::text`;

const shape = (r: MessageRow): Message => {
  const id = Number(r.id);
  const attachment: MessageAttachment | null =
    r.attachment_name === null
      ? null
      : { name: r.attachment_name, type: r.attachment_type as MessageAttachmentType, sizeBytes: Number(r.attachment_size), url: attachmentUrl(id) };
  return { id, conversationId: r.conversation_id, senderId: r.sender_id, body: r.body, createdAt: r.created_at, attachment };
};

const messageColumns = sql`id, conversation_id, sender_id, body, attachment_name, attachment_type, attachment_size,
  to_char(created_at at time zone 'UTC', ${TIME_FORMAT}) as created_at`;

export interface MessagesPageRow extends Record<string, unknown> {
  /** false when `me` is not one of the conversation's two people (or there is no such conversation) */
  found: boolean;
  /** Message[] as JSON text, oldest first */
  items: string;
  n: number;
  /** the page's message farthest from where it starts: its oldest, or its newest for `after` */
  edge_id: number | null;
  /** PeerMarks as JSON text */
  peer_marks: string | null;
}

/**
 * A page of the conversation `id` as `me` may see it (SQL for a session read), oldest first, with
 * the other person's marks, in one row: the `limit` messages before `before` (or the latest), or
 * the `limit` first ones after `after`. `found` false when `me` is not one of its two people.
 */
export function messagesPageSql(me: SQL, id: string, p: { before?: number; after?: number; limit: number }): { name: string; query: SQL } {
  const name = `messages_page_json_${p.limit}${p.before ? "_before" : p.after ? "_after" : ""}`;
  const size = sql.raw(String(p.limit));
  // Newer pages read forwards from `after`; the others backwards from `before` or the latest.
  const forwards = p.after !== undefined;
  const order = forwards ? sql.raw("asc") : sql.raw("desc");
  const edge = forwards ? sql.raw("max") : sql.raw("min");
  const bound = p.before ? sql`and id < ${p.before}` : forwards ? sql`and id > ${p.after}` : sql``;
  const query = sql`select a.id is not null as found,
      case when a.client_id = ${me}
        then json_build_object('deliveredUpTo', a.expert_delivered_id, 'readUpTo', a.expert_read_id)
        else json_build_object('deliveredUpTo', a.client_delivered_id, 'readUpTo', a.client_read_id) end::text as peer_marks,
      page.items, page.n, page.edge_id
    from (select 1) one
    left join lateral (
      select c.id, c.client_id, c.client_delivered_id, c.client_read_id, c.expert_delivered_id, c.expert_read_id
      from conversations c join experts e on e.id = c.expert_id
      where c.id = ${id}::uuid and (c.client_id = ${me} or e.user_id = ${me})
    ) a on true
    left join lateral (
      select coalesce(json_agg(m.j order by m.id) filter (where m.rn <= ${size}), '[]')::text as items,
        count(*)::int as n,
        ${edge}(m.id) filter (where m.rn <= ${size}) as edge_id
      from (
        select id, row_number() over (order by id ${order}) as rn,
          json_build_object(
            'id', id, 'conversationId', conversation_id, 'senderId', sender_id, 'body', body,
            'createdAt', to_char(created_at at time zone 'UTC', ${TIME_FORMAT}),
            'attachment', case when attachment_name is null then null else json_build_object(
              'name', attachment_name, 'type', attachment_type, 'sizeBytes', attachment_size,
              'url', ${attachmentUrlPrefix} || id) end
          ) as j
        from messages
        where conversation_id = a.id ${bound}
        order by id ${order} limit ${sql.raw(String(p.limit + 1))}
      ) m
    ) page on a.id is not null`;
  return { name, query };
}

/**
 * The JSON body of a conversation's page from messagesPageSql's row (found): `nextBefore` to read
 * older ones, or for a page `after` an id, `nextAfter` when more arrived than one page holds.
 */
export function messagesBody(row: MessagesPageRow, limit: number, forwards = false): string {
  const more = row.n > limit && row.edge_id !== null ? Number(row.edge_id) : null;
  const nextBefore = forwards ? null : more;
  const nextAfter = forwards ? more : null;
  return `{"messages":${row.items},"nextBefore":${JSON.stringify(nextBefore)},"nextAfter":${JSON.stringify(nextAfter)},"peerMarks":${row.peer_marks}}`;
}

export interface NewMessage {
  body: string;
  attachment?: { key: string; name: string; type: MessageAttachmentType; sizeBytes: number };
}

/**
 * Why `senderId` may not send one more message now (with an attachment of `attachmentBytes`), or
 * null: the send rates, then for an attachment the storage quotas (docs/product.md#quotas). Inside
 * insertMessage it runs under the account's lock; before it, as a first look that spares storing
 * a file that would be refused.
 */
export async function messageQuotaRefusal(db: Db, senderId: string, attachmentBytes?: number): Promise<Refusal | null> {
  const rate = await sendRateRefusal(db, "messages", senderId);
  if (rate || attachmentBytes === undefined) return rate;
  return storageRefusal(db, senderId, "attachment", attachmentBytes);
}

export type SendResult = { sent: Message } | { refused: Refusal } | { blocked: true };

/**
 * Stores a message if the sender is within their quotas, counted under their lock, and in the same
 * transaction moves the conversation: its latest message and activity, the other person's unread
 * count, and the sender's own marks (one has read what one wrote).
 */
export async function insertMessage(db: Db, access: ConversationAccess, senderId: string, m: NewMessage): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const a = m.attachment;
    await lockAccount(t, senderId);
    // The other person may have blocked the sender (docs/product.md#blocking): nothing is written.
    if (access.peerUserId && (await isBlocked(t, access.peerUserId, senderId))) return { blocked: true as const };
    const refused = await messageQuotaRefusal(t, senderId, a?.sizeBytes);
    if (refused) return { refused };
    const [row] = await rows<MessageRow>(
      t,
      sql`insert into messages (conversation_id, sender_id, body, attachment_key, attachment_name, attachment_type, attachment_size)
          values (${access.id}::uuid, ${senderId}::uuid, ${m.body}, ${a?.key ?? null}, ${a?.name ?? null}, ${a?.type ?? null}, ${a?.sizeBytes ?? null})
          returning ${messageColumns}`,
    );
    const message = shape(row!);
    const me = access.role;
    await t.execute(sql`update conversations set
        last_message_id = greatest(coalesce(last_message_id, 0), ${message.id}),
        last_activity_at = greatest(last_activity_at, ${message.createdAt}::timestamptz),
        ${col(other(me), "unread")} = ${col(other(me), "unread")} + 1,
        ${col(me, "read_id")} = greatest(${col(me, "read_id")}, ${message.id}),
        ${col(me, "delivered_id")} = greatest(${col(me, "delivered_id")}, ${message.id})
      where id = ${access.id}::uuid`);
    return { sent: message };
  });
}

/**
 * The person has opened the conversation: everything in it is read (and so delivered) and their
 * unread count is 0. Returns their new marks, or null when nothing changed.
 */
export async function markRead(db: Db, access: ConversationAccess): Promise<PeerMarks | null> {
  const me = access.role;
  const [row] = await rows<{ delivered: string | number; read: string | number }>(
    db,
    sql`update conversations set
          ${col(me, "unread")} = 0,
          ${col(me, "read_id")} = greatest(${col(me, "read_id")}, coalesce(last_message_id, 0)),
          ${col(me, "delivered_id")} = greatest(${col(me, "delivered_id")}, coalesce(last_message_id, 0))
        where id = ${access.id}::uuid and (${col(me, "unread")} <> 0 or ${col(me, "read_id")} < coalesce(last_message_id, 0))
        returning ${col(me, "delivered_id")} as delivered, ${col(me, "read_id")} as read`,
  );
  return row ? { deliveredUpTo: Number(row.delivered), readUpTo: Number(row.read) } : null;
}

/** The person's app received messages up to `upTo`. Returns their new marks, or null when nothing changed. */
export async function markDelivered(db: Db, access: ConversationAccess, upTo: number): Promise<PeerMarks | null> {
  const me = access.role;
  const target = sql`least(coalesce(last_message_id, 0), ${upTo})`;
  const [row] = await rows<{ delivered: string | number; read: string | number }>(
    db,
    sql`update conversations set ${col(me, "delivered_id")} = ${target}
        where id = ${access.id}::uuid and ${col(me, "delivered_id")} < ${target}
        returning ${col(me, "delivered_id")} as delivered, ${col(me, "read_id")} as read`,
  );
  return row ? { deliveredUpTo: Number(row.delivered), readUpTo: Number(row.read) } : null;
}

/** The stored file of a message's attachment, when `userId` is one of the conversation's two people. */
export async function attachmentFor(db: Db, messageId: number, userId: string) {
  const [row] = await rows<{ attachment_key: string; attachment_name: string; attachment_type: string; attachment_size: number }>(
    db,
    sql`select m.attachment_key, m.attachment_name, m.attachment_type, m.attachment_size
        from messages m
        join conversations c on c.id = m.conversation_id
        join experts e on e.id = c.expert_id
        where m.id = ${messageId} and m.attachment_key is not null and (c.client_id = ${userId}::uuid or e.user_id = ${userId}::uuid)`,
  );
  return row ? { key: row.attachment_key, name: row.attachment_name, type: row.attachment_type, sizeBytes: Number(row.attachment_size) } : null;
}
