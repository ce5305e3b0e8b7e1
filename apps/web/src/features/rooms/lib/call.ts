/**
 * A one-to-one call over WebRTC, signalled through the room's socket with the "perfect
 * negotiation" pattern. One RTCPeerConnection belongs to one pair of sockets (one's own and the
 * other person's): when either side's socket changes (a hang-up and rejoin, a reload, a dropped
 * socket reopened) both sides see it (the server says who left and who is here) and both start a
 * fresh connection, so an old connection's offers and candidates never meet a new one. Signals are
 * addressed to the other socket and dropped unless they come from the current pair. The expert
 * (impolite) makes a connection's first offer and the client (polite) answers it; when later
 * offers cross (both restarting ICE), the polite side rolls back and answers and the impolite one
 * ignores the other's offer. A connection that fails, or stays disconnected, restarts ICE.
 * Every 2 s the receiving stats say whether the connection is poor (loss or round-trip time).
 */
import type { ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";

export type PeerState = "waiting" | "connecting" | "connected" | "poor" | "reconnecting";

export interface Signal {
  to: string;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}

export interface CallOptions {
  iceServers: RTCIceServer[];
  /** "relay" sends everything through the TURN server (the server's ICE_TRANSPORT_POLICY) */
  iceTransportPolicy: RTCIceTransportPolicy;
  polite: boolean;
  localStream: MediaStream;
  sendSignal(signal: Signal): void;
  onRemoteStream(stream: MediaStream | null): void;
  onPeerState(state: PeerState): void;
}

/** Loss above 5 % or a round trip over 400 ms reads as a poor connection. */
const POOR_LOSS = 0.05;
const POOR_RTT_SECONDS = 0.4;
const DISCONNECTED_GRACE_MS = 2500;

/**
 * One RTCPeerConnection and its negotiation state. Its event handlers touch only its own fields, so
 * a connection being closed cannot disturb the one that replaced it.
 */
class PeerSession {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private tracksAdded = false;

  constructor(
    readonly peerId: string,
    private readonly options: CallOptions,
  ) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy });
    const { pc } = this;
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.send({ description: pc.localDescription?.toJSON() });
      } catch (err) {
        if (!this.closed) console.warn("offer", err);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ candidate: candidate.toJSON() });
    };
    // The impolite side offers at once; the polite side adds its tracks to the transceivers of
    // that offer when it arrives and answers. So the two first offers never cross: a polite side
    // that rolled back an offer it was still gathering for was left with no candidates at all.
    if (!options.polite) this.addLocalTracks();
  }

  private addLocalTracks() {
    if (this.tracksAdded) return;
    this.tracksAdded = true;
    for (const track of this.options.localStream.getTracks()) this.pc.addTrack(track, this.options.localStream);
  }

  /** Signals are applied one at a time, in the order they arrived. */
  receive(description?: RTCSessionDescriptionInit, candidate?: RTCIceCandidateInit) {
    this.queue = this.queue
      .then(() => (this.closed ? undefined : this.apply(description, candidate)))
      .catch((err: unknown) => {
        if (!this.closed) console.warn("signalling", err);
      });
  }

  close() {
    this.closed = true;
    this.pc.close();
  }

  private send(signal: Omit<Signal, "to">) {
    if (!this.closed && (signal.description || signal.candidate)) this.options.sendSignal({ to: this.peerId, ...signal });
  }

  private async apply(description?: RTCSessionDescriptionInit, candidate?: RTCIceCandidateInit) {
    const { pc } = this;
    if (description) {
      const readyForOffer = !this.makingOffer && (pc.signalingState === "stable" || this.settingRemoteAnswer);
      const collision = description.type === "offer" && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === "answer";
      try {
        await pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      if (description.type === "offer") {
        this.addLocalTracks();
        await pc.setLocalDescription();
        this.send({ description: pc.localDescription?.toJSON() });
      }
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (err) {
        // Candidates of an offer this side ignored cannot be added, and need not be.
        if (!this.ignoreOffer) throw err;
      }
    }
  }
}

export class Call {
  private session: PeerSession | undefined;
  /** this browser's socket in the room, as the server named it */
  private ownId: string | undefined;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private wasConnected = false;
  private lastLoss = { lost: 0, received: 0 };
  private state: PeerState = "waiting";

  constructor(private readonly options: CallOptions) {
    window.addEventListener("online", this.restartIce);
  }

  get connection(): RTCPeerConnection | undefined {
    return this.session?.pc;
  }

  /** Messages from the room's socket that concern the call. */
  handle(message: ServerSocketMessage) {
    switch (message.type) {
      case "welcome":
        // A new socket of one's own: the other side drops the connection it had with the old one.
        if (message.connectionId !== this.ownId) {
          this.ownId = message.connectionId;
          if (this.session) this.stop("waiting");
        }
        return;
      case "peer-here":
        if (message.connectionId !== this.session?.peerId) this.start(message.connectionId);
        return;
      case "peer-left":
        if (message.connectionId === this.session?.peerId) this.stop("waiting");
        return;
      case "signal": {
        // Only the current pair's signals: an earlier visit's, or one meant for another socket, is stale.
        if (!this.session || message.from !== this.session.peerId || message.to !== this.ownId) return;
        const { description, candidate } = message as { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };
        this.session.receive(description, candidate);
        return;
      }
      default:
        return;
    }
  }

  replaceVideoTrack(track: MediaStreamTrack) {
    const sender = this.session?.pc.getSenders().find((s) => s.track?.kind === "video");
    return sender?.replaceTrack(track);
  }

  close() {
    window.removeEventListener("online", this.restartIce);
    this.stop("waiting");
  }

  private setState(state: PeerState) {
    if (state === this.state) return;
    this.state = state;
    this.options.onPeerState(state);
  }

  private start(peerId: string) {
    this.stop("connecting");
    this.wasConnected = false;
    this.lastLoss = { lost: 0, received: 0 };
    const session = new PeerSession(peerId, this.options);
    this.session = session;
    const { pc } = session;
    const remote = new MediaStream();
    pc.ontrack = ({ track }) => {
      if (this.session !== session) return;
      remote.addTrack(track);
      this.options.onRemoteStream(remote);
    };
    pc.oniceconnectionstatechange = () => {
      if (this.session === session) this.onIceState(pc);
    };
    this.statsTimer = setInterval(() => void this.readStats(session), 2000);
  }

  private stop(next: PeerState) {
    clearInterval(this.statsTimer);
    clearTimeout(this.restartTimer);
    this.session?.close();
    this.session = undefined;
    this.options.onRemoteStream(null);
    this.setState(next);
  }

  private onIceState(pc: RTCPeerConnection) {
    const s = pc.iceConnectionState;
    clearTimeout(this.restartTimer);
    if (s === "connected" || s === "completed") {
      this.wasConnected = true;
      this.setState("connected");
    } else if (s === "failed") {
      this.setState(this.wasConnected ? "reconnecting" : "connecting");
      pc.restartIce();
    } else if (s === "disconnected") {
      this.setState("reconnecting");
      this.restartTimer = setTimeout(() => {
        if (pc.iceConnectionState === "disconnected") pc.restartIce();
      }, DISCONNECTED_GRACE_MS);
    }
  }

  private readonly restartIce = () => {
    if (!this.session) return;
    if (this.wasConnected) this.setState("reconnecting");
    this.session.pc.restartIce();
  };

  private async readStats(session: PeerSession) {
    if (this.state !== "connected" && this.state !== "poor") return;
    const report = await session.pc.getStats();
    let lost = 0;
    let received = 0;
    let rtt: number | undefined;
    report.forEach((s: Record<string, unknown>) => {
      if (s.type === "inbound-rtp") {
        lost += Number(s.packetsLost ?? 0);
        received += Number(s.packetsReceived ?? 0);
      } else if (s.type === "candidate-pair" && s.nominated && s.state === "succeeded" && typeof s.currentRoundTripTime === "number") {
        rtt = s.currentRoundTripTime;
      }
    });
    if (session !== this.session) return;
    const dLost = lost - this.lastLoss.lost;
    const dReceived = received - this.lastLoss.received;
    this.lastLoss = { lost, received };
    const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
    this.setState(loss > POOR_LOSS || (rtt ?? 0) > POOR_RTT_SECONDS ? "poor" : "connected");
  }
}
