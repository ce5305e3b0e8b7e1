import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOM_CLOSE, SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import { FakeWebSocket as FakeSocket } from "@/test/fake-websocket.ts";
import { RoomSocket } from "./room-socket.ts";

beforeEach(() => {
  FakeSocket.reset();
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

  it("says connecting, open, reconnecting after a drop and open again; ends when the room closes or the server refuses it", () => {
    const onStatus = vi.fn();
    const onMessage = vi.fn();
    new RoomSocket("b 1", { onMessage, onStatus });
    expect(FakeSocket.last.url).toMatch(/\/api\/rooms\/b%201\/socket$/);
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverSends({ type: "pong" });
    expect(onMessage).toHaveBeenCalledWith({ type: "pong" });
    FakeSocket.last.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.last.serverOpens();
    expect(onStatus.mock.calls).toEqual([["connecting"], ["open"], ["reconnecting"], ["reconnecting"], ["open"]]);

    FakeSocket.last.serverCloses(ROOM_CLOSE.roomClosed);
    expect(onStatus).toHaveBeenLastCalledWith("ended", "room-closed");
    const refused = vi.fn();
    new RoomSocket("b2", { onMessage, onStatus: refused });
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverCloses(1008);
    vi.advanceTimersByTime(60_000);
    expect(refused).toHaveBeenLastCalledWith("ended", "refused");
    expect(FakeSocket.made).toHaveLength(3);
  });
});
