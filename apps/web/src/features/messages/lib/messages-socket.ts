/**
 * The person's messages WebSocket, reopened after a dropped connection until it is closed (see
 * lib/reconnecting-socket.ts). Loaded only once someone is signed in, so the first load of a guest
 * does not carry it.
 */
import type { ClientMessagesSocketMessage, ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import { ReconnectingSocket } from "@/lib/reconnecting-socket.ts";

export interface MessagesSocketEvents {
  onMessage(message: ServerMessagesSocketMessage): void;
  /** the socket opened, or opened again: anything sent before it listened should be read */
  onOpen(): void;
}

export class MessagesSocket {
  private readonly socket: ReconnectingSocket<ClientMessagesSocketMessage, ServerMessagesSocketMessage>;

  constructor(events: MessagesSocketEvents) {
    this.socket = new ReconnectingSocket("/api/messages/socket", {
      onMessage: (message) => events.onMessage(message),
      onOpen: () => events.onOpen(),
      // Refused for good (too many messages, too big): do not hammer the server.
      onClose: (code) => code !== 1008 && code !== 1009,
    });
  }

  send(message: ClientMessagesSocketMessage): boolean {
    return this.socket.send(message);
  }

  close() {
    this.socket.close();
  }
}
