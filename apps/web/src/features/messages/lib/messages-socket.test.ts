import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import { FakeWebSocket as FakeSocket } from "@/test/fake-websocket.ts";
import { MessagesSocket } from "./messages-socket.ts";
let visibility: DocumentVisibilityState = "visible";
beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the messages socket", () => {
  it("reopens after a dropped connection, but not after being closed as its person's oldest; then when its page is looked at again", () => {
    const onOpen = vi.fn();
    const socket = new MessagesSocket({ onMessage: () => {}, onOpen });
    FakeSocket.made[0]!.serverOpens();
    FakeSocket.made[0]!.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.serverOpens();

    visibility = "hidden";
    FakeSocket.made[1]!.serverCloses(SOCKET_CLOSE_TOO_MANY);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeSocket.made).toHaveLength(2);

    visibility = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.made[2]!.serverOpens();
    // Every opening (the first, after a drop, after being displaced) asks for what arrived meanwhile.
    expect(onOpen).toHaveBeenCalledTimes(3);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeSocket.made).toHaveLength(3);
    socket.close();
  });
});
