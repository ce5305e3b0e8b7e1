import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOM_CLOSE } from "@expertconnect/shared/constants";
import type { ChatMessage, ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";
import { FakeWebSocket } from "@/test/fake-websocket.ts";
import { fakeTrack, FakeMediaStream, FakePeerConnection } from "@/test/fake-webrtc.ts";
import type { Room } from "../api/get-room.ts";
import { roomKeys } from "../api/keys.ts";
import { useRoomConnection } from "./use-room-connection.ts";

const ICE_SERVERS = [{ urls: ["stun:127.0.0.1:3478"] }];
let queryClient: QueryClient;
/** The chat as the server has it: GET …/messages?after= answers what follows. */
let serverChat: ChatMessage[];
let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
let getUserMedia: ReturnType<typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>>;

beforeEach(() => {
  FakeWebSocket.reset();
  FakePeerConnection.reset();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  serverChat = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  vi.stubGlobal("MediaStream", FakeMediaStream);
  fetchMock = vi.fn((url: string) => {
    const after = Number(new URL(url, location.href).searchParams.get("after") ?? 0);
    const messages = serverChat.filter((m) => m.id > after);
    return Promise.resolve(new Response(JSON.stringify({ messages }), { headers: { "content-type": "application/json" } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  getUserMedia = vi.fn(() => Promise.resolve(new FakeMediaStream([fakeTrack("audio"), fakeTrack("video")]) as unknown as MediaStream));
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function room(consultationType: "video" | "voice" | "chat", role: "client" | "expert" = "expert"): Room {
  return {
    bookingId: "b1",
    status: "confirmed",
    consultationType,
    scheduledAt: "2027-01-05T04:30:00.000Z",
    endsAt: "2027-01-05T05:00:00.000Z",
    opensAt: "2027-01-05T04:20:00.000Z",
    closesAt: "2027-01-05T05:15:00.000Z",
    state: "open",
    role,
    userId: "u1",
    peerName: "Dr. Meera",
    iceServers: ICE_SERVERS,
    iceTransportPolicy: "all",
  };
}

function render(of: Room) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useRoomConnection(of), { wrapper });
}

const chat = (id: number, body = `message ${id}`): ChatMessage => ({ id, senderId: "u2", body, createdAt: new Date(Date.UTC(2027, 0, 5, 4, 30, id)).toISOString() });
const shown = () => queryClient.getQueryData<ChatMessage[]>(roomKeys.messages("b1"))?.map((m) => m.id);
/** The server speaks on the room's newest socket. */
const server = {
  opens: () => act(() => FakeWebSocket.last.serverOpens()),
  sends: (message: ServerSocketMessage) => act(() => FakeWebSocket.last.serverSends(message)),
  closes: (code: number) => act(() => FakeWebSocket.last.serverCloses(code)),
};

describe("being in a room", () => {
  it("a chat room: the socket at once, no camera; chat from the socket once each; what was missed read at every opening", async () => {
    queryClient.setQueryData(roomKeys.messages("b1"), [chat(1)]);
    serverChat = [chat(1), chat(2)];
    const { result } = render(room("chat"));
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(FakeWebSocket.last.url).toMatch(/\/api\/rooms\/b1\/socket$/);
    expect(result.current.socket).toBe("connecting");
    server.opens();
    expect(result.current.socket).toBe("open");
    await waitFor(() => expect(shown()).toEqual([1, 2]));

    server.sends({ type: "chat", message: chat(3) });
    server.sends({ type: "chat", message: chat(3) });
    expect(shown()).toEqual([1, 2, 3]);

    // The other person arrives: told how one's microphone and camera are; they leave.
    server.sends({ type: "peer-here", connectionId: "B" });
    expect(result.current.peer).toBe("connected");
    expect(FakeWebSocket.last.sent).toEqual([{ type: "media", audio: true, video: false }]);
    server.sends({ type: "media", from: "B", audio: false, video: false });
    expect(result.current.peerMedia).toEqual({ audio: false, video: false });

    // The socket drops; said while it is down, read when it is back (the device came online: at once).
    server.closes(1006);
    expect(result.current.socket).toBe("reconnecting");
    expect(result.current.peer).toBe("reconnecting");
    serverChat.push(chat(4), chat(5));
    act(() => void window.dispatchEvent(new Event("online")));
    expect(FakeWebSocket.made).toHaveLength(2);
    server.opens();
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5]));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/rooms/b1/messages?after=1", "/api/rooms/b1/messages?after=3"]);

    server.sends({ type: "peer-left", connectionId: "B" });
    expect(result.current.peer).toBe("waiting");
    server.closes(ROOM_CLOSE.roomClosed);
    expect(result.current).toMatchObject({ socket: "ended", ended: "room-closed" });
  });

  it("a video room: camera and microphone first, then the socket; the call starts when the other person is here", async () => {
    let grant!: () => void;
    const stream = new FakeMediaStream([fakeTrack("audio"), fakeTrack("video")]);
    getUserMedia.mockImplementation(() => new Promise((resolve) => (grant = () => resolve(stream as unknown as MediaStream))));
    const { result, unmount } = render(room("video", "expert"));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: { facingMode: "user" } });
    // No socket until the call exists, so the other person's first signal finds it.
    expect(FakeWebSocket.made).toHaveLength(0);
    await act(() => {
      grant();
      return Promise.resolve();
    });
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(result.current.localStream).toBe(stream);
    server.opens();
    server.sends({ type: "welcome", connectionId: "A", role: "expert" });
    server.sends({ type: "peer-here", connectionId: "B" });
    expect(FakePeerConnection.last().configuration).toEqual({ iceServers: ICE_SERVERS, iceTransportPolicy: "all" });
    expect(result.current.peer).toBe("connecting");
    // The expert offers, through the room's socket, to the other person's socket.
    await waitFor(() => expect(FakeWebSocket.last.sent).toContainEqual({ type: "signal", to: "B", description: { type: "offer", sdp: "offer 1" } }));
    act(() => FakePeerConnection.last().iceBecomes("connected"));
    expect(result.current.peer).toBe("connected");

    act(() => result.current.toggleAudio());
    expect(result.current.audioOn).toBe(false);
    expect(stream.getAudioTracks().map((t) => t.enabled)).toEqual([false]);
    act(() => result.current.toggleVideo());
    expect(result.current.videoOn).toBe(false);
    expect(stream.getVideoTracks().map((t) => t.enabled)).toEqual([false]);
    expect(FakeWebSocket.last.sent.filter((m) => (m as { type: string }).type === "media").slice(-2)).toEqual([
      { type: "media", audio: false, video: true },
      { type: "media", audio: false, video: false },
    ]);

    // Hanging up: the socket closed, the connection closed, the camera off.
    unmount();
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    expect(FakePeerConnection.last().closed).toBe(true);
    expect(stream.getTracks().every((t) => t.stopped)).toBe(true);
  });

  it("switching cameras asks for the other one and puts it in place of the old, in the call too, off if the camera was off", async () => {
    const stream = new FakeMediaStream([fakeTrack("audio"), fakeTrack("video")]);
    const [front] = stream.getVideoTracks();
    const back = fakeTrack("video");
    getUserMedia.mockResolvedValueOnce(stream as unknown as MediaStream).mockResolvedValueOnce(new FakeMediaStream([back]) as unknown as MediaStream);
    const { result } = render(room("video", "expert"));
    await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
    server.opens();
    server.sends({ type: "welcome", connectionId: "A", role: "expert" });
    server.sends({ type: "peer-here", connectionId: "B" });
    await waitFor(() => expect(FakePeerConnection.last().senders).toHaveLength(2));
    act(() => result.current.toggleVideo());

    await act(() => result.current.switchCamera());
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: "environment" } });
    expect(front!.stopped).toBe(true);
    expect(back.enabled).toBe(false);
    expect((result.current.localStream as unknown as FakeMediaStream).getVideoTracks()).toEqual([back]);
    expect(FakePeerConnection.last().senders.find((s) => s.track.kind === "video")!.track).toBe(back);
  });

  it("without the camera the chat still works, and the person is told how to allow it", async () => {
    getUserMedia.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    const { result } = render(room("voice", "client"));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    await waitFor(() => expect(result.current.mediaError).toBe("Could not use your camera or microphone. Allow access in your browser's settings and join again."));
    expect(FakeWebSocket.made).toHaveLength(1);
    server.opens();
    server.sends({ type: "chat", message: chat(7) });
    expect(shown()).toEqual([7]);
  });

  it("leaving before the camera answers turns it off as soon as it does, and opens no socket", async () => {
    let grant!: () => void;
    const stream = new FakeMediaStream([fakeTrack("audio"), fakeTrack("video")]);
    getUserMedia.mockImplementation(() => new Promise((resolve) => (grant = () => resolve(stream as unknown as MediaStream))));
    const { unmount } = render(room("video"));
    unmount();
    await act(() => {
      grant();
      return Promise.resolve();
    });
    expect(stream.getTracks().every((t) => t.stopped)).toBe(true);
    expect(FakeWebSocket.made).toHaveLength(0);
    expect(FakePeerConnection.made).toHaveLength(0);
  });
});
