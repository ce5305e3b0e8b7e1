/**
 * The person's messages WebSocket, reopened after a dropped connection until it is closed (see
 * lib/reconnecting-socket.ts). Loaded only once someone is signed in, so the first load of a guest
 * does not carry it.
 */
import { SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import type { ClientMessagesSocketMessage, ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import { ReconnectingSocket } from "@/lib/reconnecting-socket.ts";

export interface MessagesSocketEvents {
  onMessage(message: ServerMessagesSocketMessage): void;
  /** the socket opened, or opened again: anything sent before it listened should be read */
  onOpen(): void;
}

export class MessagesSocket {
  /** closed because the person has too many open elsewhere: taken back when this page is looked at again */
  private displaced = false;
  private readonly socket: ReconnectingSocket<ClientMessagesSocketMessage, ServerMessagesSocketMessage>;

  constructor(events: MessagesSocketEvents) {
    this.socket = new ReconnectingSocket("/api/messages/socket", {
      onMessage: (message) => events.onMessage(message),
      onOpen: () => events.onOpen(),
      // Refused for good (too many messages, too big): do not hammer the server.
      onClose: (code) => {
        if (code === SOCKET_CLOSE_TOO_MANY) this.displaced = true;
        return code !== 1008 && code !== 1009 && code !== SOCKET_CLOSE_TOO_MANY;
      },
    });
    document.addEventListener("visibilitychange", this.onVisible);
  }

  private readonly onVisible = () => {
    if (!this.displaced || document.visibilityState !== "visible") return;
    this.displaced = false;
    this.socket.reopen();
  };

  send(message: ClientMessagesSocketMessage): boolean {
    return this.socket.send(message);
  }

  close() {
    document.removeEventListener("visibilitychange", this.onVisible);
    this.socket.close();
  }
}
