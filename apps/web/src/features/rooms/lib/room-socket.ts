/**
 * The room's WebSocket, reopened after a dropped connection (1 s, 2 s, 4 s … at most 10 s, at once
 * when the device comes back online) until the room closes or the person leaves.
 */
import { ROOM_CLOSE, type ClientSocketMessage, type ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";

export type SocketStatus = "connecting" | "open" | "reconnecting" | "ended";

export interface RoomSocketEvents {
  onMessage(message: ServerSocketMessage): void;
  onStatus(status: SocketStatus, reason?: "room-closed" | "refused"): void;
}

export class RoomSocket {
  private ws: WebSocket | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly bookingId: string,
    private readonly events: RoomSocketEvents,
  ) {
    window.addEventListener("online", this.reconnectNow);
    this.open();
  }

  send(message: ClientSocketMessage): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener("online", this.reconnectNow);
    this.ws?.close(1000);
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.ws?.readyState === WebSocket.OPEN) return;
    clearTimeout(this.timer);
    this.open();
  };

  private open() {
    const url = `${location.origin.replace(/^http/, "ws")}/api/rooms/${encodeURIComponent(this.bookingId)}/socket`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.events.onStatus(this.attempts ? "reconnecting" : "connecting");
    ws.onopen = () => {
      this.attempts = 0;
      this.events.onStatus("open");
    };
    ws.onmessage = (event) => {
      try {
        this.events.onMessage(JSON.parse(String(event.data)) as ServerSocketMessage);
      } catch {
        // not ours; ignore
      }
    };
    ws.onclose = (event) => {
      if (this.ws !== ws || this.stopped) return;
      if (event.code === ROOM_CLOSE.roomClosed) return this.end("room-closed");
      if (event.code === 1008 || event.code === 1009) return this.end("refused");
      this.attempts += 1;
      this.events.onStatus("reconnecting");
      this.timer = setTimeout(() => this.open(), Math.min(10_000, 1000 * 2 ** (this.attempts - 1)));
    };
  }

  private end(reason: "room-closed" | "refused") {
    this.stopped = true;
    window.removeEventListener("online", this.reconnectNow);
    this.events.onStatus("ended", reason);
  }
}
