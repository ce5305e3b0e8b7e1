/**
 * A one-to-one call over WebRTC, signalled through the room's socket with the "perfect
 * negotiation" pattern: both sides add their tracks and offer when needed; when two offers cross,
 * the polite side (the client) rolls back and answers, the impolite one (the expert) ignores the
 * other's offer. A connection that fails or stays disconnected, or a device back online, restarts
 * ICE. Every 2 s the receiving stats say whether the connection is poor (loss or round-trip time).
 */
import type { ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";

export type PeerState = "waiting" | "connecting" | "connected" | "poor" | "reconnecting";

export interface CallOptions {
  iceServers: RTCIceServer[];
  polite: boolean;
  localStream: MediaStream;
  sendSignal(signal: { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit }): void;
  onRemoteStream(stream: MediaStream | null): void;
  onPeerState(state: PeerState): void;
}

/** Loss above 5 % or a round trip over 400 ms reads as a poor connection. */
const POOR_LOSS = 0.05;
const POOR_RTT_SECONDS = 0.4;
const DISCONNECTED_GRACE_MS = 2500;
/** A call still not connected this long after starting (or after its last restart) restarts ICE. */
const STUCK_MS = 8000;

export class Call {
  private pc: RTCPeerConnection | undefined;
  private peerId: string | undefined;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private signals: Promise<void> = Promise.resolve();
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private wasConnected = false;
  private lastLoss = { lost: 0, received: 0 };
  private state: PeerState = "waiting";
  private lastKick = 0;

  constructor(private readonly options: CallOptions) {
    window.addEventListener("online", this.restartIce);
  }

  get connection(): RTCPeerConnection | undefined {
    return this.pc;
  }

  /** Messages from the room's socket that concern the call. */
  handle(message: ServerSocketMessage) {
    if (message.type === "peer-here") {
      if (message.connectionId !== this.peerId) this.start(message.connectionId);
    } else if (message.type === "peer-left") {
      if (message.connectionId === this.peerId) this.stop("waiting");
    } else if (message.type === "signal") {
      // A signal of an earlier visit of the other person is stale.
      if (message.from !== this.peerId) return;
      const { description, candidate } = message as { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };
      this.signals = this.signals.then(() => this.onSignal(description, candidate)).catch((err: unknown) => console.warn("signalling", err));
    }
  }

  /** The socket is back after a drop: the other person may have moved on; restart ICE to be sure. */
  socketReopened() {
    if (this.pc) this.restartIce();
  }

  replaceVideoTrack(track: MediaStreamTrack) {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === "video");
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
    this.peerId = peerId;
    this.wasConnected = false;
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    const remote = new MediaStream();
    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      this.options.onRemoteStream(remote);
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.sendSignal({ description: pc.localDescription.toJSON() });
      } catch (err) {
        console.warn("offer", err);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.sendSignal({ candidate: candidate.toJSON() });
    };
    pc.oniceconnectionstatechange = () => this.onIceState(pc);
    for (const track of this.options.localStream.getTracks()) pc.addTrack(track, this.options.localStream);
    this.lastKick = Date.now();
    this.statsTimer = setInterval(() => {
      this.kickIfStuck(pc);
      void this.readStats(pc);
    }, 2000);
  }

  private stop(next: PeerState) {
    clearInterval(this.statsTimer);
    clearTimeout(this.restartTimer);
    this.pc?.close();
    this.pc = undefined;
    this.peerId = undefined;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.signals = Promise.resolve();
    this.options.onRemoteStream(null);
    this.setState(next);
  }

  private async onSignal(description?: RTCSessionDescriptionInit, candidate?: RTCIceCandidateInit) {
    const pc = this.pc;
    if (!pc) return;
    if (description) {
      const readyForOffer = !this.makingOffer && (pc.signalingState === "stable" || this.settingRemoteAnswer);
      const collision = description.type === "offer" && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === "answer";
      await pc.setRemoteDescription(description);
      this.settingRemoteAnswer = false;
      if (description.type === "offer") {
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.sendSignal({ description: pc.localDescription.toJSON() });
      }
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (err) {
        if (!this.ignoreOffer) throw err;
      }
    }
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

  /** Crossed offers or candidates lost while a socket reconnected can leave a call that never connects. */
  private kickIfStuck(pc: RTCPeerConnection) {
    const s = pc.iceConnectionState;
    if (s === "connected" || s === "completed" || Date.now() - this.lastKick < STUCK_MS) return;
    this.lastKick = Date.now();
    pc.restartIce();
  }

  private readonly restartIce = () => {
    if (!this.pc) return;
    if (this.wasConnected) this.setState("reconnecting");
    this.pc.restartIce();
  };

  private async readStats(pc: RTCPeerConnection) {
    if (this.state !== "connected" && this.state !== "poor") return;
    const report = await pc.getStats();
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
    const dLost = lost - this.lastLoss.lost;
    const dReceived = received - this.lastLoss.received;
    this.lastLoss = { lost, received };
    const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
    if (pc !== this.pc) return;
    this.setState(loss > POOR_LOSS || (rtt ?? 0) > POOR_RTT_SECONDS ? "poor" : "connected");
  }
}
