/**
 * The room's WebSocket, reopened after a dropped connection (see lib/reconnecting-socket.ts) until
 * the room closes or the person leaves.
 */
import { ROOM_CLOSE, SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import type { ClientSocketMessage, ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";
import { ReconnectingSocket } from "@/lib/reconnecting-socket.ts";

export type SocketStatus = "connecting" | "open" | "reconnecting" | "ended";
/** why the socket ended for good: the room closed, the server refused it, or the person joined from too many places */
export type EndReason = "room-closed" | "refused" | "too-many";

export interface RoomSocketEvents {
  onMessage(message: ServerSocketMessage): void;
  onStatus(status: SocketStatus, reason?: EndReason): void;
}

export class RoomSocket {
  private readonly socket: ReconnectingSocket<ClientSocketMessage, ServerSocketMessage>;

  constructor(bookingId: string, events: RoomSocketEvents) {
    const end = (reason: EndReason) => {
      this.socket.close();
      events.onStatus("ended", reason);
      return false;
    };
    this.socket = new ReconnectingSocket(`/api/rooms/${encodeURIComponent(bookingId)}/socket`, {
      onMessage: (message) => events.onMessage(message),
      onConnecting: (retry) => events.onStatus(retry ? "reconnecting" : "connecting"),
      onOpen: () => events.onStatus("open"),
      onClose: (code) => {
        if (code === ROOM_CLOSE.roomClosed) return end("room-closed");
        if (code === SOCKET_CLOSE_TOO_MANY) return end("too-many");
        if (code === 1008 || code === 1009) return end("refused");
        events.onStatus("reconnecting");
        return true;
      },
    });
  }

  send(message: ClientSocketMessage): boolean {
    return this.socket.send(message);
  }

  close() {
    this.socket.close();
  }
}
