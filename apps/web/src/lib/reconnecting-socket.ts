/**
 * A WebSocket to this site's API carrying JSON both ways, reopened after a dropped connection
 * (1 s, 2 s, 4 s … at most 10 s; none while the device is offline, at once when it comes back
 * online) until it is closed.
 */

export interface ReconnectingSocketHooks<In> {
  onMessage(message: In): void;
  /** a connection is being opened; `retry` when an earlier one dropped since the last open */
  onConnecting?(retry: boolean): void;
  onOpen?(): void;
  /** the server or the network closed the connection; false stops the reopening */
  onClose?(code: number): boolean;
}

const MAX_BACKOFF_MS = 10_000;

export class ReconnectingSocket<Out, In> {
  private ws: WebSocket | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  /** `path` is the API's, e.g. `/api/messages/socket`. */
  constructor(
    private readonly path: string,
    private readonly hooks: ReconnectingSocketHooks<In>,
  ) {
    window.addEventListener("online", this.reconnectNow);
    this.open();
  }

  send(message: Out): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /**
   * Opens it again at once after onClose stopped the reopening (a socket closed because its person
   * opened too many elsewhere, taken back when this page is looked at again).
   */
  reopen() {
    if (this.stopped || (this.ws && this.ws.readyState !== WebSocket.CLOSED)) return;
    clearTimeout(this.timer);
    this.open();
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
    // Offline, an attempt only fails (and the browser logs it); the "online" listener opens it.
    if (navigator.onLine === false) return;
    const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}${this.path}`);
    this.ws = ws;
    this.hooks.onConnecting?.(this.attempts > 0);
    ws.onopen = () => {
      this.attempts = 0;
      this.hooks.onOpen?.();
    };
    ws.onmessage = (event) => {
      try {
        this.hooks.onMessage(JSON.parse(String(event.data)) as In);
      } catch {
        // not ours; ignore
      }
    };
    ws.onclose = (event) => {
      if (this.ws !== ws || this.stopped) return;
      if (this.hooks.onClose?.(event.code) === false) return;
      this.attempts += 1;
      this.timer = setTimeout(() => this.open(), Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (this.attempts - 1)));
    };
  }
}
