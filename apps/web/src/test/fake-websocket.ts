/**
 * Just enough of a browser WebSocket for the app's sockets: the test plays the server, opening,
 * sending and closing each one; what the page sent and how it closed are kept. Install it with
 * `vi.stubGlobal("WebSocket", FakeWebSocket)` after `FakeWebSocket.reset()`.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** every socket made since the last reset, oldest first */
  static made: FakeWebSocket[] = [];

  static reset() {
    FakeWebSocket.made = [];
  }

  /** the newest socket */
  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.made.at(-1);
    if (!socket) throw new Error("no WebSocket was made");
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  /** what the page sent, parsed */
  readonly sent: unknown[] = [];
  /** the code the page closed it with, if it did */
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error("InvalidStateError: the socket is not open");
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005) {
    this.closedWith = code;
    if (this.readyState !== FakeWebSocket.CLOSED) this.readyState = FakeWebSocket.CLOSING;
  }

  serverOpens() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }

  serverSends(message: unknown) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }

  /** The connection ends with `code`, as the server or the network ended it (or as the page's close completes). */
  serverCloses(code: number) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}
