/**
 * What every WebSocket a browser opens shares, whatever it carries: the checks before the upgrade,
 * the heartbeat that drops a socket whose pings go unanswered, a token-bucket rate limit (a flood
 * is closed with 1008) and JSON frames read through a zod schema.
 */
import { createMiddleware } from "hono/factory";
import type { WSContext, WSEvents } from "hono/ws";
import type { WebSocketLike } from "@hono/node-server";
import type { WebSocket } from "ws";
import type { z } from "zod";
import type { AppEnv, AuthedEnv } from "../context.ts";
import { errorBody } from "../errors.ts";

export const HEARTBEAT_MS = 25_000;

type Socket = WSContext<WebSocketLike>;

/**
 * Refuses what is not a WebSocket upgrade (426), a page of another origin (403) and a signed-out
 * person (401); after it the handler's `user` is non-null, as after `requireAuth`.
 */
export const socketUpgradeGuard = (publicUrl: string) =>
  createMiddleware<AuthedEnv & AppEnv>(async (c, next) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return c.json(errorBody("This address takes a WebSocket."), 426);
    // Browsers always send Origin on a WebSocket; a page of another site may not open ours.
    if (c.req.header("origin") !== publicUrl) return c.json(errorBody("Origin not allowed"), 403);
    if (!c.get("user")) return c.json(errorBody("Not authenticated"), 401);
    await next();
  });

/** Sends one JSON message if the socket is still open; a closing socket drops it. */
export function sendJson<M>(ws: Socket, message: M): void {
  if (ws.readyState === 1) ws.send(JSON.stringify(message));
}

/** Pings the socket every `intervalMs` and ends it when the last ping went unanswered; returns the stop. */
export function startHeartbeat(ws: Socket, intervalMs = HEARTBEAT_MS): () => void {
  // The adapter hands over the `ws` socket itself, which can ping.
  const raw = ws.raw as unknown as WebSocket | undefined;
  if (!raw) return () => {};
  let alive = true;
  raw.on("pong", () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) return raw.terminate();
    alive = false;
    raw.ping();
  }, intervalMs);
  heartbeat.unref();
  return () => clearInterval(heartbeat);
}

/** A token bucket of `burst` tokens refilled at `ratePerSecond`: each call takes one, false when none is left. */
export function tokenBucket(burst: number, ratePerSecond: number, now: () => number): () => boolean {
  let tokens = burst;
  let refilledAt = now();
  return () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - refilledAt) / 1000) * ratePerSecond);
    refilledAt = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The `onMessage` of a socket: closes it (1008) once it has sent more than the bucket allows,
 * answers a frame that is not JSON or not in `schema` with an error message, and hands the rest,
 * parsed, to `onFrame`.
 */
export function socketFrames<S extends z.ZodType>(p: {
  schema: S;
  burst: number;
  ratePerSecond: number;
  now: () => number;
  onFrame: (message: z.infer<S>, ws: Socket) => void;
}): NonNullable<WSEvents<WebSocketLike>["onMessage"]> {
  const takeToken = tokenBucket(p.burst, p.ratePerSecond, p.now);
  const error = (ws: Socket, message: string) => sendJson(ws, { type: "error", message });
  return (event, ws) => {
    if (!takeToken()) {
      ws.close(1008, "too many messages");
      return;
    }
    // The server's type library has no DOM MessageEvent, so its data is read as unknown and narrowed.
    const data: unknown = (event as { data: unknown }).data;
    if (typeof data !== "string") return error(ws, "Messages are JSON text.");
    let parsed;
    try {
      parsed = p.schema.safeParse(JSON.parse(data));
    } catch {
      return error(ws, "Messages are JSON text.");
    }
    if (!parsed.success) return error(ws, "Unknown or malformed message.");
    p.onFrame(parsed.data, ws);
  };
}
