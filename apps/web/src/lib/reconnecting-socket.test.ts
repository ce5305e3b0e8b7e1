import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/test/fake-websocket.ts";
import { ReconnectingSocket, type ReconnectingSocketHooks } from "./reconnecting-socket.ts";

type Out = { type: "ping" };
type In = { type: "pong"; n: number };

let online = true;
/** every socket a test made, closed after it (each listens for "online" until closed) */
const sockets: Array<ReconnectingSocket<Out, In>> = [];
beforeEach(() => {
  FakeWebSocket.reset();
  online = true;
  vi.useFakeTimers();
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});


/** A socket whose hooks record their calls; `onClose` says whether to reopen. */
function open(onClose: (code: number) => boolean = () => true) {
  const events = {
    onMessage: vi.fn<(message: In) => void>(),
    onConnecting: vi.fn<(retry: boolean) => void>(),
    onOpen: vi.fn<() => void>(),
    onClose: vi.fn(onClose),
  } satisfies ReconnectingSocketHooks<In>;
  const socket = new ReconnectingSocket<Out, In>("/api/test/socket", events);
  sockets.push(socket);
  return { socket, events };
}

/** Lets `ms` pass; true if a new socket was opened meanwhile. */
function opensAfter(ms: number): boolean {
  const before = FakeWebSocket.made.length;
  vi.advanceTimersByTime(ms);
  return FakeWebSocket.made.length > before;
}

describe("the reconnecting socket", () => {
  it("opens the API's path on this site's origin, and carries JSON both ways", () => {
    const { socket, events } = open();
    expect(FakeWebSocket.last.url).toBe(`${location.origin.replace(/^http/, "ws")}/api/test/socket`);
    expect(events.onConnecting).toHaveBeenCalledWith(false);
    // Nothing is sent before it is open.
    expect(socket.send({ type: "ping" })).toBe(false);
    FakeWebSocket.last.serverOpens();
    expect(socket.send({ type: "ping" })).toBe(true);
    expect(FakeWebSocket.last.sent).toEqual([{ type: "ping" }]);
    FakeWebSocket.last.serverSends({ type: "pong", n: 1 });
    FakeWebSocket.last.serverSends("not json");
    expect(events.onMessage.mock.calls).toEqual([[{ type: "pong", n: 1 }]]);
  });

  it("reopens a dropped connection after 1 s, 2 s, 4 s … at most 10 s, and from 1 s again once one opened", () => {
    const { events } = open();
    for (const wait of [1000, 2000, 4000, 8000, 10_000, 10_000]) {
      FakeWebSocket.last.serverCloses(1006);
      expect(opensAfter(wait - 1), `not before ${wait} ms`).toBe(false);
      expect(opensAfter(1), `after ${wait} ms`).toBe(true);
    }
    expect(events.onConnecting.mock.calls.map(([retry]) => retry)).toEqual([false, true, true, true, true, true, true]);
    FakeWebSocket.last.serverOpens();
    FakeWebSocket.last.serverCloses(1006);
    expect(opensAfter(1000)).toBe(true);
  });

  it("calls onOpen on every opening, the first and each after a drop", () => {
    const { events } = open();
    FakeWebSocket.last.serverOpens();
    FakeWebSocket.last.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last.serverOpens();
    FakeWebSocket.last.serverCloses(1001);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last.serverOpens();
    expect(FakeWebSocket.made).toHaveLength(3);
    expect(events.onOpen).toHaveBeenCalledTimes(3);
    expect(events.onClose.mock.calls).toEqual([[1006], [1001]]);
  });

  it("does not reopen after a refusal (onClose says false) until reopen() is called; reopen() leaves a live socket alone", () => {
    const { socket } = open((code) => code !== 1008);
    FakeWebSocket.last.serverOpens();
    socket.reopen();
    expect(FakeWebSocket.made).toHaveLength(1);
    FakeWebSocket.last.serverCloses(1008);
    expect(opensAfter(60_000)).toBe(false);
    socket.reopen();
    expect(FakeWebSocket.made).toHaveLength(2);
    // The one just made is connecting: reopen() does not make another.
    socket.reopen();
    expect(FakeWebSocket.made).toHaveLength(2);
  });

  it("makes no attempt while the device is offline, and one at once when it comes back online", () => {
    online = false;
    open();
    expect(FakeWebSocket.made).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event("online"));
    expect(FakeWebSocket.made).toHaveLength(1);
    FakeWebSocket.last.serverOpens();
    // Back online while open: nothing to do.
    window.dispatchEvent(new Event("online"));
    expect(FakeWebSocket.made).toHaveLength(1);

    // Dropped while waiting for a reopening: coming online opens at once, and the wait is over.
    FakeWebSocket.last.serverCloses(1006);
    window.dispatchEvent(new Event("online"));
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(opensAfter(60_000)).toBe(false);
  });

  it("ignores the close of a socket it has already replaced", () => {
    const { events } = open();
    const first = FakeWebSocket.last;
    // Still connecting when the device comes online: a fresh attempt replaces it.
    window.dispatchEvent(new Event("online"));
    expect(FakeWebSocket.made).toHaveLength(2);
    first.serverCloses(1006);
    expect(events.onClose).not.toHaveBeenCalled();
    expect(opensAfter(60_000)).toBe(false);
  });

  it("close() stops it for good: no reopening, no messages, no attempt when online; a connecting socket is closed once it opens", () => {
    const { socket, events } = open();
    FakeWebSocket.last.serverOpens();
    socket.close();
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    FakeWebSocket.last.serverSends({ type: "pong", n: 2 });
    FakeWebSocket.last.serverCloses(1000);
    window.dispatchEvent(new Event("online"));
    socket.reopen();
    expect(opensAfter(60_000)).toBe(false);
    expect(events.onMessage).not.toHaveBeenCalled();
    expect(events.onClose).not.toHaveBeenCalled();

    // Closing one still connecting would make the browser log an error: it is closed when it opens.
    const { socket: early } = open();
    const connecting = FakeWebSocket.last;
    early.close();
    expect(connecting.closedWith).toBeUndefined();
    connecting.serverOpens();
    expect(connecting.closedWith).toBe(1000);
  });
});
