import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import { RoomSocket } from "./room-socket.ts";

/** Just enough of a browser WebSocket: the test opens and closes it as the server would. */
class FakeSocket {
  static OPEN = 1;
  static CLOSED = 3;
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {}
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverCloses(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the room socket", () => {
  it("ends, without reopening, when the person joined from too many places", () => {
    const onStatus = vi.fn();
    new RoomSocket("b1", { onMessage: () => {}, onStatus });
    FakeSocket.made[0]!.serverOpens();
    FakeSocket.made[0]!.serverCloses(SOCKET_CLOSE_TOO_MANY);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith("ended", "too-many");
  });
});
