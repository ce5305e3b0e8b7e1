/**
 * The `ws` server behind @hono/node-server's upgradeWebSocket: upgrades go through the Hono app
 * (its middleware and guards), and `ws` refuses any frame over the size limit (close code 1009).
 */
import { WebSocketServer } from "ws";

/** The largest message a browser may send on a room's socket: a session description fits easily. */
export const WEBSOCKET_MAX_PAYLOAD = 16 * 1024;

export function createWebSocketServer(): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_MAX_PAYLOAD });
}

/** Ends every open socket ("going away") so that the HTTP server can close. */
export function closeWebSockets(wss: WebSocketServer): void {
  for (const ws of wss.clients) ws.close(1001, "server shutting down");
  setTimeout(() => {
    for (const ws of wss.clients) ws.terminate();
  }, 2000).unref();
}
