/**
 * The person's messages WebSocket, reopened after a dropped connection (1 s, 2 s, 4 s … at most
 * 10 s, at once when the device comes back online) until it is closed. Loaded only once someone is
 * signed in, so the first load of a guest does not carry it.
 */
import type { ClientMessagesSocketMessage, ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";

export interface MessagesSocketEvents {
  onMessage(message: ServerMessagesSocketMessage): void;
  /** the socket (re)opened: anything sent while it was down should be read again */
  onOpen(reconnected: boolean): void;
}

export class MessagesSocket {
  private ws: WebSocket | undefined;
  private attempts = 0;
  private opened = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly events: MessagesSocketEvents) {
    window.addEventListener("online", this.reconnectNow);
    this.open();
  }

  send(message: ClientMessagesSocketMessage): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener("online", this.reconnectNow);
    const ws = this.ws;
    if (!ws) return;
    ws.onmessage = null;
    // Closing a socket still connecting makes the browser log an error; close it once it opens.
    if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close(1000);
    else ws.close(1000);
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.ws?.readyState === WebSocket.OPEN) return;
    clearTimeout(this.timer);
    this.open();
  };

  private open() {
    const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/api/messages/socket`);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.events.onOpen(this.opened);
      this.opened = true;
    };
    ws.onmessage = (event) => {
      try {
        this.events.onMessage(JSON.parse(String(event.data)) as ServerMessagesSocketMessage);
      } catch {
        // not ours; ignore
      }
    };
    ws.onclose = (event) => {
      if (this.ws !== ws || this.stopped) return;
      // Refused for good (too many messages, too big): do not hammer the server.
      if (event.code === 1008 || event.code === 1009) return;
      this.attempts += 1;
      this.timer = setTimeout(() => this.open(), Math.min(10_000, 1000 * 2 ** (this.attempts - 1)));
    };
  }
}
