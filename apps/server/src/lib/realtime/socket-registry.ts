/**
 * The browser sockets every instance holds, in the database, so that the per-person limits on open
 * sockets (docs/product.md#quotas) hold across instances and nothing that matters lives in one
 * process: one open_sockets row per socket, naming its instance. Opening one more than a person may
 * hold removes their oldest rows in the same transaction, under their lock, and tells the instance
 * holding each (through the realtime bus, or at once when it is this one) to close it with
 * SOCKET_CLOSE_TOO_MANY, which the web app does not reconnect after.
 *
 * Each instance renews its realtime_instances row (the heartbeat); sockets of an instance not seen
 * for INSTANCE_TTL_SECONDS do not count, and its rows are removed by the next heartbeat of any
 * instance, or at the start of one. An instance that finds itself taken for dead drops its sockets
 * (1012, "service restart"): they reconnect and are counted again. One whose sockets' rows are gone
 * while the close message never came (a notification lost with a dropped LISTEN connection) closes
 * them at its next heartbeat.
 */
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import { rows, type Db } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { NOTIFY_CHANNEL, type RealtimeBus } from "./bus.ts";

/** How often an instance renews its row, and how long after its last renewal it counts as dead. */
export const INSTANCE_HEARTBEAT_MS = 15_000;
export const INSTANCE_TTL_SECONDS = 60;

/** Advisory-lock namespace of one person's open sockets (the second key is the person). */
const SOCKETS_LOCK = 7_007_004;
const TOO_MANY_REASON = "opened in too many places";
const SERVICE_RESTART = 1012;

export type SocketKind = "room" | "messages" | "feed";
export type CloseSocket = (code: number, reason: string) => void;

export interface SocketRegistry {
  readonly instanceId: string;
  /**
   * Counts an open socket of `userId`: past `max` of `kind`, their oldest are closed wherever they
   * are held. Returns the function to call when the socket closes.
   */
  open(p: { kind: SocketKind; userId: string; max: number; close: CloseSocket }): () => void;
  /** Renews this instance, closes its sockets that no longer count, and removes dead instances. */
  heartbeat(): Promise<void>;
  /** Heartbeat now (the clean-up at start) and every `intervalMs`; started by the process entry. */
  start(intervalMs?: number): void;
  /** Once every registration and release asked for so far has reached the database (for tests). */
  settled(): Promise<void>;
  /** Stops the heartbeat and removes this instance with its rows. */
  close(): Promise<void>;
}

interface Entry {
  close: CloseSocket;
  released: boolean;
}

const CHANNEL_PREFIX = "sockets:";
const instanceChannel = (instanceId: string) => `${CHANNEL_PREFIX}${instanceId}`;

interface CloseRequest {
  close: number[];
  /** the close code and reason; SOCKET_CLOSE_TOO_MANY when absent */
  code?: number;
  reason?: string;
}

/**
 * One statement, for a transaction that ends a person's access (an erasure): removes every open
 * socket of `userId` and notifies each instance holding some to close them with `code`. NOTIFY is
 * delivered when the transaction commits, so the sockets close only if the change did, on whichever
 * instances hold them; an instance that misses the message closes them at its next heartbeat.
 */
export function closeSocketsOfUserSql(userId: string, code: number, reason: string): SQL {
  return sql`with gone as (delete from open_sockets where user_id = ${userId}::uuid returning id, instance_id)
    select pg_notify(${NOTIFY_CHANNEL}, json_build_object('c', ${CHANNEL_PREFIX}::text || instance_id::text,
             'd', json_build_object('close', json_agg(id), 'code', ${code}::int, 'reason', ${reason}::text))::text)
    from gone group by instance_id`;
}

export function createSocketRegistry(deps: { db: Db; bus: RealtimeBus; logger: Logger }): SocketRegistry {
  const { db, bus, logger } = deps;
  const instanceId = randomUUID();
  /** this instance's sockets whose rows are committed, by row id */
  const held = new Map<number, Entry>();
  /** rows removed by someone else before this instance had noted them as held */
  const evictedEarly = new Set<number>();
  const pending = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const track = (work: Promise<unknown>) => {
    const done = work.catch((err: unknown) => logger.warn({ err }, "sockets: registry update failed"));
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };

  /** Closes a socket of this instance that no longer counts. */
  const evict = (id: number, code = SOCKET_CLOSE_TOO_MANY, reason = TOO_MANY_REASON) => {
    const entry = held.get(id);
    if (!entry) return false;
    held.delete(id);
    entry.close(code, reason);
    return true;
  };

  const unsubscribe = bus.subscribe(instanceChannel(instanceId), (payload) => {
    const { close = [], code, reason } = payload as CloseRequest;
    for (const id of close.map(Number)) if (!evict(id, code, reason)) evictedEarly.add(id);
  });

  async function register(kind: SocketKind, userId: string, max: number): Promise<{ id: number; evicted: Array<{ id: number; instance: string }> }> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.execute(sql`select pg_advisory_xact_lock(${SOCKETS_LOCK}, hashtext(${userId}))`);
      // No row lock on this instance's row (DO NOTHING): sockets of many people open at once.
      await t.execute(sql`insert into realtime_instances (id) values (${instanceId}::uuid) on conflict (id) do nothing`);
      const [row] = await rows<{ id: string | number }>(
        t,
        sql`insert into open_sockets (user_id, kind, instance_id) values (${userId}::uuid, ${kind}, ${instanceId}::uuid) returning id`,
      );
      const gone = await rows<{ id: string | number; instance_id: string }>(
        t,
        sql`delete from open_sockets where id in (
              select s.id from open_sockets s join realtime_instances i on i.id = s.instance_id
              where s.user_id = ${userId}::uuid and s.kind = ${kind}
                and i.seen_at > now() - make_interval(secs => ${INSTANCE_TTL_SECONDS})
              order by s.id desc offset ${max})
            returning id, instance_id`,
      );
      return { id: Number(row!.id), evicted: gone.map((g) => ({ id: Number(g.id), instance: g.instance_id })) };
    });
  }

  /** Tells each instance holding one of `evicted` to close it (this one closes its own at once). */
  async function closeEvicted(evicted: Array<{ id: number; instance: string }>) {
    const elsewhere = new Map<string, number[]>();
    for (const { id, instance } of evicted) {
      if (instance === instanceId) {
        if (!evict(id)) evictedEarly.add(id);
      } else elsewhere.set(instance, [...(elsewhere.get(instance) ?? []), id]);
    }
    for (const [instance, ids] of elsewhere) await bus.publish(instanceChannel(instance), { close: ids } satisfies CloseRequest);
  }

  async function heartbeat() {
    if (closed) return;
    const [me] = await rows<{ inserted: boolean }>(
      db,
      sql`insert into realtime_instances (id) values (${instanceId}::uuid)
          on conflict (id) do update set seen_at = now() returning (xmax = 0) as inserted`,
    );
    if (me?.inserted) {
      // Taken for dead meanwhile (its rows went with it): the sockets reconnect and count again.
      for (const id of [...held.keys()]) evict(id, SERVICE_RESTART, "reconnect");
    } else if (held.size > 0) {
      const ids = [...held.keys()];
      const present = await rows<{ id: string | number }>(db, sql`select id from open_sockets where instance_id = ${instanceId}::uuid`);
      const counted = new Set(present.map((r) => Number(r.id)));
      for (const id of ids) if (!counted.has(id)) evict(id);
    }
    await db.execute(sql`delete from realtime_instances where seen_at < now() - make_interval(secs => ${INSTANCE_TTL_SECONDS})`);
  }

  return {
    instanceId,
    open({ kind, userId, max, close }) {
      const entry: Entry = { close, released: false };
      const registered = register(kind, userId, max).then(async ({ id, evicted }) => {
        if (evictedEarly.delete(id)) close(SOCKET_CLOSE_TOO_MANY, TOO_MANY_REASON);
        else if (!entry.released) held.set(id, entry);
        await closeEvicted(evicted);
        return id;
      });
      track(registered);
      return () => {
        if (entry.released) return;
        entry.released = true;
        track(
          registered.then(async (id) => {
            held.delete(id);
            // After close() the instance's row is gone, and its sockets' rows with it.
            if (!closed) await db.execute(sql`delete from open_sockets where id = ${id}`);
          }),
        );
      };
    },
    heartbeat,
    start(intervalMs = INSTANCE_HEARTBEAT_MS) {
      const beat = () => track(heartbeat());
      beat();
      timer = setInterval(beat, intervalMs);
      timer.unref();
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      unsubscribe();
      await Promise.all([...pending]);
      await db.execute(sql`delete from realtime_instances where id = ${instanceId}::uuid`);
    },
  };
}
