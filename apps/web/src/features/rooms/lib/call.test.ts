import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeTrack, FakeMediaStream, FakePeerConnection } from "@/test/fake-webrtc.ts";
import { Call, type PeerState, type Signal } from "./call.ts";

const ICE_SERVERS = [{ urls: ["stun:127.0.0.1:3478"] }];
const calls: Call[] = [];
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  FakePeerConnection.reset();
  vi.useFakeTimers();
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  vi.stubGlobal("MediaStream", FakeMediaStream);
  warnings = vi.spyOn(console, "warn");
});
afterEach(() => {
  for (const call of calls.splice(0)) call.close();
  // Signalling that went wrong would have said so.
  expect(warnings).not.toHaveBeenCalled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One side of a call, its socket named `ownId` by the server: what it sends and reports is kept. */
function side(role: "expert" | "client", ownId: string) {
  const sent: Signal[] = [];
  const states: PeerState[] = [];
  const remote: Array<MediaStream | null> = [];
  const localStream = new FakeMediaStream([fakeTrack("audio"), fakeTrack("video")]);
  const call = new Call({
    iceServers: ICE_SERVERS,
    iceTransportPolicy: "relay",
    // The client is the polite side: it answers, and gives way when offers cross.
    polite: role === "client",
    localStream: localStream as unknown as MediaStream,
    sendSignal: (signal) => sent.push(signal),
    onRemoteStream: (stream) => remote.push(stream),
    onPeerState: (state) => states.push(state),
  });
  calls.push(call);
  call.handle({ type: "welcome", connectionId: ownId, role });
  return {
    call,
    ownId,
    sent,
    states,
    remote,
    /** the current connection */
    get pc() {
      return call.connection as unknown as FakePeerConnection;
    },
    /** hands `from`'s signals not yet handed over to this side, as the room's socket does */
    receiveFrom(from: { ownId: string; sent: Signal[] }) {
      for (const signal of from.sent.splice(0)) call.handle({ type: "signal", from: from.ownId, ...signal });
    },
  };
}

/** The two sides, each told the other is here, and their first offer and answer exchanged. */
async function connectedPair() {
  const expert = side("expert", "A");
  const client = side("client", "B");
  expert.call.handle({ type: "peer-here", connectionId: "B" });
  client.call.handle({ type: "peer-here", connectionId: "A" });
  await vi.waitFor(() => expect(expert.sent).toHaveLength(1));
  client.receiveFrom(expert);
  await vi.waitFor(() => expect(client.sent).toHaveLength(1));
  expert.receiveFrom(client);
  await vi.waitFor(() => expect(expert.pc.signalingState).toBe("stable"));
  return { expert, client };
}

describe("the call", () => {
  it("the expert offers as soon as the other person is here; the client adds its camera to that offer and answers", async () => {
    const expert = side("expert", "A");
    const client = side("client", "B");
    expert.call.handle({ type: "peer-here", connectionId: "B" });
    client.call.handle({ type: "peer-here", connectionId: "A" });
    expect(expert.states).toEqual(["connecting"]);
    expect(expert.pc.configuration).toEqual({ iceServers: ICE_SERVERS, iceTransportPolicy: "relay" });

    await vi.waitFor(() => expect(expert.sent).toEqual([{ to: "B", description: { type: "offer", sdp: "offer 1" } }]));
    // The client makes no offer of its own, so the two first offers never cross.
    expect(client.pc.senders).toEqual([]);
    expect(client.sent).toEqual([]);
    client.receiveFrom(expert);
    await vi.waitFor(() => expect(client.sent).toEqual([{ to: "A", description: { type: "answer", sdp: "answer 1" } }]));
    expect(client.pc.senders.map((s) => s.track.kind)).toEqual(["audio", "video"]);
    expert.receiveFrom(client);
    await vi.waitFor(() => expect(expert.pc.signalingState).toBe("stable"));

    // Candidates go to the other side, in order, after the description they belong to.
    expert.pc.gathers({ candidate: "expert 1" });
    expert.pc.gathers({ candidate: "expert 2" });
    client.receiveFrom(expert);
    await vi.waitFor(() => expect(client.pc.candidates).toEqual([{ candidate: "expert 1" }, { candidate: "expert 2" }]));

    const track = fakeTrack("video");
    client.pc.receivesTrack(track);
    expect((client.remote.at(-1) as unknown as FakeMediaStream).getTracks()).toEqual([track]);
    client.pc.iceBecomes("connected");
    expect(client.states.at(-1)).toBe("connected");
  });

  it("takes signals only from the current pair: not from an earlier visit, not meant for another socket", async () => {
    const { expert, client } = await connectedPair();
    client.call.handle({ type: "signal", from: "an earlier visit", to: "B", candidate: { candidate: "stale" } });
    client.call.handle({ type: "signal", from: "A", to: "another tab", candidate: { candidate: "not mine" } });
    // Signals are applied in order: once this one is in, the two before it were dropped.
    expert.pc.gathers({ candidate: "current" });
    client.receiveFrom(expert);
    await vi.waitFor(() => expect(client.pc.candidates).toEqual([{ candidate: "current" }]));
  });

  it("starts afresh when the other person's socket or one's own changes, and waits when they leave", async () => {
    const { expert } = await connectedPair();
    const first = expert.pc;
    // Someone else's socket left: nothing changes.
    expert.call.handle({ type: "peer-left", connectionId: "someone else" });
    expect(first.closed).toBe(false);
    expert.call.handle({ type: "peer-left", connectionId: "B" });
    expect(first.closed).toBe(true);
    expect(expert.states.at(-1)).toBe("waiting");
    expect(expert.remote.at(-1)).toBeNull();
    expect(expert.call.connection).toBeUndefined();

    // They come back on a new socket: a new connection, offered to it.
    expert.call.handle({ type: "peer-here", connectionId: "B2" });
    expect(FakePeerConnection.made).toHaveLength(3);
    await vi.waitFor(() => expect(expert.sent.at(-1)).toMatchObject({ to: "B2", description: { type: "offer" } }));
    // One's own socket reopened (a new welcome): the connection of the old one is dropped.
    const second = expert.pc;
    expert.call.handle({ type: "welcome", connectionId: "A2", role: "expert" });
    expect(second.closed).toBe(true);
    expect(expert.states.at(-1)).toBe("waiting");
    // The same welcome again (nothing changed) keeps what there is.
    expert.call.handle({ type: "peer-here", connectionId: "B2" });
    const third = expert.pc;
    expert.call.handle({ type: "welcome", connectionId: "A2", role: "expert" });
    expect(third.closed).toBe(false);
  });

  it("restarts ICE at once when it fails, and after 2.5 s when it stays disconnected", async () => {
    const { expert } = await connectedPair();
    const pc = expert.pc;
    pc.iceBecomes("failed");
    // Never connected yet: still connecting.
    expect(expert.states.at(-1)).toBe("connecting");
    expect(pc.restarts).toBe(1);
    pc.iceBecomes("connected");
    expect(expert.states.at(-1)).toBe("connected");

    pc.iceBecomes("disconnected");
    expect(expert.states.at(-1)).toBe("reconnecting");
    vi.advanceTimersByTime(2499);
    expect(pc.restarts).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pc.restarts).toBe(2);
    // Back within the grace: no restart.
    pc.iceBecomes("disconnected");
    pc.iceBecomes("connected");
    vi.advanceTimersByTime(5000);
    expect(pc.restarts).toBe(2);
    pc.iceBecomes("failed");
    expect(expert.states.at(-1)).toBe("reconnecting");
    expect(pc.restarts).toBe(3);

    // The device coming back online restarts it too.
    window.dispatchEvent(new Event("online"));
    expect(pc.restarts).toBe(4);
  });

  it("reads the connection as poor over 5 % loss or a 400 ms round trip, every 2 s", async () => {
    const { client } = await connectedPair();
    const pc = client.pc;
    pc.iceBecomes("connected");
    const report = (lost: number, received: number, rtt: number) => {
      pc.stats.set("in", { type: "inbound-rtp", packetsLost: lost, packetsReceived: received });
      pc.stats.set("pair", { type: "candidate-pair", nominated: true, state: "succeeded", currentRoundTripTime: rtt });
    };
    report(2, 100, 0.05);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.states.at(-1)).toBe("connected");
    // 10 lost of the last 110: 9 %.
    report(12, 200, 0.05);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.states.at(-1)).toBe("poor");
    report(12, 300, 0.05);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.states.at(-1)).toBe("connected");
    report(12, 400, 0.5);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.states.at(-1)).toBe("poor");
  });

  it("when both restart at once and their offers cross, the client gives way and answers; the expert ignores the client's offer", async () => {
    const { expert, client } = await connectedPair();
    expert.pc.iceBecomes("failed");
    client.pc.iceBecomes("failed");
    await vi.waitFor(() => expect(expert.sent.at(-1)).toMatchObject({ description: { type: "offer" } }));
    await vi.waitFor(() => expect(client.sent.at(-1)).toMatchObject({ description: { type: "offer" } }));
    client.pc.gathers({ candidate: "of the client's offer" });
    const expertPc = expert.pc;
    expert.receiveFrom(client);
    client.receiveFrom(expert);
    await vi.waitFor(() => expect(client.sent.at(-1)).toMatchObject({ to: "A", description: { type: "answer" } }));
    // The expert answered nothing and kept its offer out; the ignored offer's candidate was dropped quietly.
    expect(expert.sent).toEqual([]);
    expect(expertPc.signalingState).toBe("have-local-offer");
    expert.receiveFrom(client);
    await vi.waitFor(() => expect(expertPc.signalingState).toBe("stable"));
    expect(client.pc.signalingState).toBe("stable");
  });
});
