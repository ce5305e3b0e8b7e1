/**
 * How often a person may send (docs/product.md#quotas): conversation messages and room chat, each
 * so many a minute and a day, counted from the rows they sent (one index range each) by the
 * database's clock, so every instance counts alike. Run under lockAccount, in the sending transaction.
 */
import { sql, type SQL } from "drizzle-orm";
import { MESSAGES_PER_DAY, MESSAGES_PER_MINUTE, ROOM_CHAT_PER_DAY, ROOM_CHAT_PER_MINUTE } from "@expertconnect/shared/constants";
import { sendRateMessage } from "@expertconnect/shared/messages/quotas";
import { rows, type Db } from "../../db/client.ts";
import type { Refusal } from "./quota.ts";

export type SendKind = "messages" | "chat";

const SOURCES = {
  messages: { table: sql.raw("messages"), perMinute: MESSAGES_PER_MINUTE, perDay: MESSAGES_PER_DAY },
  chat: { table: sql.raw("booking_messages"), perMinute: ROOM_CHAT_PER_MINUTE, perDay: ROOM_CHAT_PER_DAY },
} as const;

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/**
 * Two columns, `minute` and `day`: for each window of `kind` that `userId` has filled, the seconds
 * until it frees, else null. A window of `max` is full while its `max`-th newest row is inside it,
 * and frees the moment that row leaves. For a statement that also sends (room chat), or on its own
 * (sendRateRefusal); either way after lockAccount, in a statement of its own transaction.
 */
export function sendRateColumns(kind: SendKind, userId: SQL): SQL {
  const { table, perMinute, perDay } = SOURCES[kind];
  const frees = (max: number, seconds: number) =>
    sql`(select extract(epoch from created_at + make_interval(secs => ${seconds}) - now())::float8
          from ${table} where sender_id = ${userId} and created_at > now() - make_interval(secs => ${seconds})
          order by created_at desc offset ${max - 1} limit 1)`;
  return sql`${frees(perMinute, MINUTE)} as minute, ${frees(perDay, DAY)} as day`;
}

export interface SendRateRow {
  minute: number | string | null;
  day: number | string | null;
}

/** The refusal a row of sendRateColumns means, or null when both windows have room. */
export function sendRateRefusalOf(kind: SendKind, row: SendRateRow): Refusal | null {
  const { perMinute, perDay } = SOURCES[kind];
  const minute = row.minute == null ? null : Number(row.minute);
  const day = row.day == null ? null : Number(row.day);
  // When both are full, sending waits for the later of the two.
  if (day !== null && (minute === null || day >= minute)) return refusal(kind, "day", perDay, day);
  if (minute !== null) return refusal(kind, "minute", perMinute, minute);
  return null;
}

/** Null when `userId` may send one more `kind` now; else why not and when they may. */
export async function sendRateRefusal(tx: Db, kind: SendKind, userId: string): Promise<Refusal | null> {
  const [row] = await rows<SendRateRow & Record<string, unknown>>(tx, sql`select ${sendRateColumns(kind, sql`${userId}::uuid`)}`);
  return sendRateRefusalOf(kind, row!);
}

function refusal(kind: SendKind, window: "minute" | "day", max: number, seconds: number): Refusal {
  const retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return { message: sendRateMessage(kind, window, max, retryAfterSeconds), retryAfterSeconds };
}
