/**
 * Live counts and comments (docs/product.md#live-counts): a like, an unlike or a comment change
 * announces the item's new counts on the realtime bus from inside its own statement or transaction,
 * so every instance hears of it when (and only if) it commits; each feed socket passes on what is
 * said of the items its screen shows. The event carries counts only; the browser reads comments
 * again through the authorised read.
 */
import { sql } from "drizzle-orm";
import type { WSContext, WSEvents } from "hono/ws";
import type { WebSocketLike } from "@hono/node-server";
import { FEED_SOCKETS_PER_USER } from "@expertconnect/shared/constants";
import { clientFeedSocketSchema, type LiveItem, type ServerFeedSocketMessage } from "@expertconnect/shared/schemas/feed-live";
import { rows, type Db } from "../../db/client.ts";
import type { Deps } from "../../lib/context.ts";
import { publishInStatement } from "../../lib/realtime/bus.ts";
import { sendJson, socketFrames, startHeartbeat } from "../../lib/realtime/browser-socket.ts";
import { visibleTo } from "../../lib/visibility.ts";

export type LiveKind = LiveItem["kind"];

/** The bus channel of one post or video, on every instance. */
export const itemChannel = (kind: LiveKind, id: string) => `feed:item:${kind}:${id}`;

const ITEMS = { post: sql.raw("doctor_posts"), video: sql.raw("doctor_videos") } as const;

/**
 * Announces the item's counts as they stand in `db`'s transaction: run after the change, inside
 * it, the message goes out when it commits. Counts are read after the triggers' updates, which hold
 * the item's row until commit, so the messages of one item arrive with its counts in order.
 */
export async function announceItem(db: Db, kind: LiveKind, id: string): Promise<void> {
  const payload = sql`json_build_object('type', 'item', 'kind', ${kind}::text, 'id', x.id, 'likesCount', x.likes_count, 'commentsCount', x.comments_count)`;
  await db.execute(sql`select ${publishInStatement(itemChannel(kind, id), payload)} from ${ITEMS[kind]} x where x.id = ${id}`);
}

/** Of `items`, those `userId` may see (hidden ones are their author's only; blocked people's are nobody's business). */
async function visibleItems(db: Db, userId: string, items: LiveItem[]): Promise<LiveItem[]> {
  const ids = (kind: LiveKind) => items.filter((i) => i.kind === kind).map((i) => i.id).join(",");
  if (items.length === 0) return [];
  const found = await rows<{ kind: LiveKind; id: string }>(
    db,
    sql`select 'post' as kind, x.id from doctor_posts x where x.id = any(string_to_array(${ids("post")}, ',')::uuid[]) and ${visibleTo("x", "doctor_id", userId)}
        union all
        select 'video', x.id from doctor_videos x where x.id = any(string_to_array(${ids("video")}, ',')::uuid[]) and ${visibleTo("x", "doctor_id", userId)}`,
  );
  return found;
}

export const FEED_SOCKET_BURST = 20;
export const FEED_SOCKET_RATE_PER_SECOND = 5;

/**
 * One browser tab's feed socket: each watch frame replaces the set of items it follows (only those
 * its person may see), answered with the set actually followed; the browser reads those items again
 * then, so nothing said before the subscription is missed.
 */
export function feedSocketEvents(deps: Pick<Deps, "db" | "realtime" | "sockets" | "logger">, userId: string, now: () => number = Date.now): WSEvents<WebSocketLike> {
  const { db, realtime, sockets, logger } = deps;
  const watched = new Map<string, () => void>();
  let stopHeartbeat: (() => void) | undefined;
  let release: (() => void) | undefined;
  let closed = false;
  /** Watch frames are applied one after another, so a later one never loses to an earlier slow one. */
  let applying: Promise<void> = Promise.resolve();

  const send = (ws: WSContext<WebSocketLike>, message: ServerFeedSocketMessage) => sendJson(ws, message);
  const unwatchAll = () => {
    for (const stop of watched.values()) stop();
    watched.clear();
  };

  async function watch(ws: WSContext<WebSocketLike>, items: LiveItem[]) {
    const allowed = await visibleItems(db, userId, items);
    if (closed) return;
    const wanted = new Map(allowed.map((item) => [itemChannel(item.kind, item.id), item]));
    for (const [channel, stop] of watched) {
      if (wanted.has(channel)) continue;
      stop();
      watched.delete(channel);
    }
    for (const channel of wanted.keys()) {
      if (!watched.has(channel)) watched.set(channel, realtime.subscribe(channel, (payload) => send(ws, payload as ServerFeedSocketMessage)));
    }
    send(ws, { type: "watching", items: allowed });
  }

  return {
    onOpen(_event, ws) {
      stopHeartbeat = startHeartbeat(ws);
      release = sockets.open({ kind: "feed", userId, max: FEED_SOCKETS_PER_USER, close: (code, reason) => ws.close(code, reason) });
    },
    onMessage: socketFrames({
      schema: clientFeedSocketSchema,
      burst: FEED_SOCKET_BURST,
      ratePerSecond: FEED_SOCKET_RATE_PER_SECOND,
      now,
      onFrame(message, ws) {
        if (message.type === "ping") return send(ws, { type: "pong" });
        applying = applying.then(() => watch(ws, message.items)).catch((err: unknown) => logger.warn({ err }, "feed socket: watch failed"));
      },
    }),
    onClose() {
      closed = true;
      release?.();
      stopHeartbeat?.();
      unwatchAll();
    },
  };
}
