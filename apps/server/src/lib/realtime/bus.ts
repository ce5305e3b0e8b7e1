/**
 * Messages between the app's instances through PostgreSQL LISTEN/NOTIFY (on PGlite, its in-process
 * notifications). Each instance LISTENs once, on one channel, and hands each message to the
 * handlers subscribed in memory to its logical channel (a room). A payload too large for NOTIFY
 * (8000 bytes) is stored in realtime_payloads and its id is notified instead; notifications are
 * handled one at a time, so a large message is never overtaken by a later small one.
 */
import { lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rows } from "../../db/client.ts";
import { realtimePayloads } from "../../db/schema/index.ts";
import type { Logger } from "../logger.ts";

export const NOTIFY_CHANNEL = "realtime";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope needs a little room. */
export const NOTIFY_INLINE_MAX_BYTES = 7900;
/** Stored payloads are read within moments; older ones are removed when another is stored. */
const STORED_PAYLOAD_TTL_MS = 5 * 60_000;

export type Handler = (payload: unknown) => void;

/**
 * A publish written into a statement of its own: `select … pg_notify(…)` as part of the statement
 * that makes the change, so the change and its message commit together in one round trip. The
 * payload is SQL yielding json; it must stay under NOTIFY's limit (see `fitsInStatement`), since a
 * statement cannot fall back to a stored payload as `publish` does.
 */
export function publishInStatement(channel: string, payload: SQL): SQL {
  return sql`pg_notify(${NOTIFY_CHANNEL}, json_build_object('c', ${channel}::text, 'd', ${payload})::text)`;
}

/** Whether a payload whose variable part is `variableBytes` (as JSON) leaves room for `fixedBytes` of the rest under NOTIFY's limit. */
export function fitsInStatement(variableBytes: number, fixedBytes = 400): boolean {
  return variableBytes + fixedBytes <= NOTIFY_INLINE_MAX_BYTES;
}

export interface RealtimeBus {
  /** Sends `payload` (JSON) to every handler subscribed to `channel` on every instance, this one included. */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: Handler): () => void;
  /** Handlers subscribed on this instance (for tests and the bench). */
  readonly subscriptions: number;
  close(): Promise<void>;
}

interface Envelope {
  c: string;
  /** the payload itself, or … */
  d?: unknown;
  /** … the id of its realtime_payloads row */
  r?: number;
}

export async function createRealtimeBus(database: Database, logger: Logger): Promise<RealtimeBus> {
  const { db } = database;
  const handlers = new Map<string, Set<Handler>>();
  let count = 0;
  let queue: Promise<void> = Promise.resolve();

  const deliver = async (raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    const targets = handlers.get(envelope.c);
    if (!targets?.size) return;
    let payload = envelope.d;
    if (envelope.r !== undefined) {
      const [row] = await rows<{ payload: string }>(db, sql`select payload from realtime_payloads where id = ${envelope.r}`);
      if (!row) return;
      payload = JSON.parse(row.payload);
    }
    for (const handler of [...targets]) {
      try {
        handler(payload);
      } catch (err) {
        logger.error({ err, channel: envelope.c }, "realtime handler failed");
      }
    }
  };

  const stopListening = await database.listen(
    NOTIFY_CHANNEL,
    (raw) => {
      queue = queue.then(() => deliver(raw)).catch((err: unknown) => logger.warn({ err }, "realtime delivery failed"));
    },
    () => logger.warn("realtime: LISTEN connection re-established; messages sent while it was down were lost"),
  );

  /** Publishes of one channel go out one after another, so they arrive in the order they were made. */
  const sending = new Map<string, Promise<void>>();
  const send = async (channel: string, payload: unknown) => {
    const data = JSON.stringify(payload);
    const inline = JSON.stringify({ c: channel, d: payload } satisfies Envelope);
    if (Buffer.byteLength(inline) <= NOTIFY_INLINE_MAX_BYTES) {
      await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${inline})`);
      return;
    }
    // The row and its notification in one statement: the notification is sent when it commits.
    await db.execute(sql`
      with stored as (insert into realtime_payloads (channel, payload) values (${channel}, ${data}) returning id)
      select pg_notify(${NOTIFY_CHANNEL}, json_build_object('c', ${channel}::text, 'r', id)::text) from stored`);
    await db.delete(realtimePayloads).where(lt(realtimePayloads.createdAt, new Date(Date.now() - STORED_PAYLOAD_TTL_MS)));
  };

  return {
    publish(channel, payload) {
      const previous = sending.get(channel) ?? Promise.resolve();
      const done = previous.then(() => send(channel, payload));
      const settled = done.catch(() => undefined);
      sending.set(channel, settled);
      void settled.then(() => {
        if (sending.get(channel) === settled) sending.delete(channel);
      });
      return done;
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      count += 1;
      return () => {
        if (!set.delete(handler)) return;
        count -= 1;
        if (!set.size) handlers.delete(channel);
      };
    },
    get subscriptions() {
      return count;
    },
    async close() {
      handlers.clear();
      await stopListening();
      await queue;
    },
  };
}
