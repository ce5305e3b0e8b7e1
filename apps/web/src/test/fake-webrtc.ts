/**
 * Just enough of WebRTC for the room's call: an RTCPeerConnection that keeps the signalling state
 * as browsers do (an offer, an answer, the implicit rollback of a local offer when one arrives),
 * records tracks, candidates and ICE restarts, and lets the test play the network (ICE states,
 * gathered candidates, remote tracks, stats); and MediaStream with tracks. Install them with
 * `vi.stubGlobal("RTCPeerConnection", FakePeerConnection)` and `vi.stubGlobal("MediaStream", FakeMediaStream)`.
 */

export interface FakeTrack {
  kind: "audio" | "video";
  enabled: boolean;
  stopped: boolean;
  stop(): void;
}

export function fakeTrack(kind: "audio" | "video"): FakeTrack {
  return {
    kind,
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
}

export class FakeMediaStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === "audio");
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === "video");
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  removeTrack(track: FakeTrack) {
    this.tracks.splice(this.tracks.indexOf(track), 1);
  }
}

interface Description {
  type: RTCSdpType;
  sdp: string;
  toJSON(): RTCSessionDescriptionInit;
}

export class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  static reset() {
    FakePeerConnection.made = [];
  }
  /** the newest connection */
  static last(): FakePeerConnection {
    const pc = FakePeerConnection.made.at(-1);
    if (!pc) throw new Error("no RTCPeerConnection was made");
    return pc;
  }

  signalingState: RTCSignalingState = "stable";
  iceConnectionState: RTCIceConnectionState = "new";
  localDescription: Description | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly senders: Array<{ track: FakeTrack; replaceTrack(track: FakeTrack): Promise<void> }> = [];
  /** the other side's candidates, as added */
  readonly candidates: RTCIceCandidateInit[] = [];
  restarts = 0;
  closed = false;
  /** what getStats answers, by id */
  readonly stats = new Map<string, Record<string, unknown>>();
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((e: { track: FakeTrack }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  /** a change (a track, an ICE restart) that no description has carried yet */
  private pendingChange = false;
  private negotiationQueued = false;
  private descriptions = 0;

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.made.push(this);
  }

  addTrack(track: FakeTrack) {
    const sender = {
      track,
      replaceTrack: (next: FakeTrack) => {
        sender.track = next;
        return Promise.resolve();
      },
    };
    this.senders.push(sender);
    this.needsNegotiation();
  }

  getSenders() {
    return this.senders;
  }

  setLocalDescription(description?: RTCSessionDescriptionInit): Promise<void> {
    if (this.closed) return Promise.reject(new Error("InvalidStateError: closed"));
    const type: RTCSdpType = description?.type ?? (this.signalingState === "have-remote-offer" ? "answer" : "offer");
    const sdp = `${type} ${++this.descriptions}`;
    this.localDescription = { type, sdp, toJSON: () => ({ type, sdp }) };
    this.pendingChange = false;
    this.signalingState = type === "offer" ? "have-local-offer" : "stable";
    return Promise.resolve();
  }

  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    if (this.closed) return Promise.reject(new Error("InvalidStateError: closed"));
    if (description.type === "answer" && this.signalingState !== "have-local-offer") {
      return Promise.reject(new Error(`InvalidStateError: an answer in state ${this.signalingState}`));
    }
    // An offer while one's own is out rolls one's own back (what the polite side relies on).
    this.remoteDescription = description;
    this.signalingState = description.type === "offer" ? "have-remote-offer" : "stable";
    return Promise.resolve();
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.remoteDescription) return Promise.reject(new Error("InvalidStateError: no remote description"));
    this.candidates.push(candidate);
    return Promise.resolve();
  }

  restartIce() {
    this.restarts += 1;
    this.needsNegotiation();
  }

  getStats(): Promise<Map<string, Record<string, unknown>>> {
    return Promise.resolve(new Map(this.stats));
  }

  close() {
    this.closed = true;
    this.signalingState = "closed";
  }

  /** The network: the ICE connection's state changes. */
  iceBecomes(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }

  /** The network: a local candidate was gathered. */
  gathers(candidate: RTCIceCandidateInit) {
    this.onicecandidate?.({ candidate: { toJSON: () => candidate } });
  }

  /** The network: the other side's track arrived. */
  receivesTrack(track: FakeTrack) {
    this.ontrack?.({ track });
  }

  /**
   * Fires negotiationneeded once for changes made together, as browsers do, and only when the
   * signalling is stable and no description has carried them since (tracks added while answering
   * an offer go with the answer).
   */
  private needsNegotiation() {
    this.pendingChange = true;
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      if (!this.closed && this.pendingChange && this.signalingState === "stable") this.onnegotiationneeded?.();
    });
  }
}
