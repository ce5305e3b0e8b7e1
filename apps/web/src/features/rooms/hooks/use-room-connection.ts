/**
 * Being in a room: its socket, and for a video or voice room the camera/microphone and the call.
 * Mounted when the person joins, unmounted when they hang up. Chat messages that arrive over the
 * socket go into the room's chat history in the query cache, and each time the socket opens what
 * was said before it listened is read (catchUpRoomMessages).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";
import { addMessage, catchUpRoomMessages } from "../api/messages.ts";
import type { Room } from "../api/get-room.ts";
import { Call, type PeerState } from "../lib/call.ts";
import { RoomSocket, type EndReason, type SocketStatus } from "../lib/room-socket.ts";

export interface RoomConnection {
  socket: SocketStatus;
  ended?: EndReason;
  mediaError?: string;
  peer: PeerState;
  peerMedia: { audio: boolean; video: boolean };
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  toggleAudio: () => void;
  toggleVideo: () => void;
  switchCamera: () => Promise<void>;
}

const MEDIA_ERROR = "Could not use your camera or microphone. Allow access in your browser's settings and join again.";

export function useRoomConnection(room: Room): RoomConnection {
  // Read once: a later read of the room (fresh TURN credentials) must not restart a call in progress.
  const [iceServers] = useState(room.iceServers);
  const queryClient = useQueryClient();
  const withMedia = room.consultationType === "video" || room.consultationType === "voice";
  const withVideo = room.consultationType === "video";
  const [socket, setSocket] = useState<SocketStatus>("connecting");
  const [ended, setEnded] = useState<RoomConnection["ended"]>();
  const [mediaError, setMediaError] = useState<string>();
  const [peer, setPeer] = useState<PeerState>("waiting");
  const [peerMedia, setPeerMedia] = useState({ audio: true, video: withVideo });
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(withVideo);
  const [facing, setFacing] = useState<"user" | "environment">("user");
  const socketRef = useRef<RoomSocket | null>(null);
  const callRef = useRef<Call | null>(null);
  const mediaRef = useRef({ audio: true, video: withVideo });

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let roomSocket: RoomSocket | null = null;
    const onMessage = (message: ServerSocketMessage) => {
      if (message.type === "chat") return addMessage(queryClient, room.bookingId, message.message);
      if (message.type === "media") return setPeerMedia({ audio: message.audio, video: message.video });
      if (message.type === "peer-here") {
        setPeerMedia({ audio: true, video: withVideo });
        // Tell the newcomer how one's microphone and camera are.
        roomSocket?.send({ type: "media", ...mediaRef.current });
        if (!callRef.current) setPeer("connected");
      }
      if (message.type === "peer-left" && !callRef.current) setPeer("waiting");
      callRef.current?.handle(message);
    };
    const openSocket = () => {
      roomSocket = new RoomSocket(room.bookingId, {
        onMessage,
        onStatus: (status, reason) => {
          setSocket(status);
          if (status === "open") void catchUpRoomMessages(queryClient, room.bookingId);
          if (status === "ended") setEnded(reason);
          // A reopened socket is a new one: its welcome makes the call start afresh (lib/call.ts).
          if (status === "reconnecting") setPeer((p) => (p === "waiting" ? p : "reconnecting"));
        },
      });
      socketRef.current = roomSocket;
    };

    // The camera and microphone first, so the call exists before the other person's first signal.
    if (!withMedia) openSocket();
    else {
      navigator.mediaDevices
        .getUserMedia({ audio: true, video: withVideo ? { facingMode: "user" } : false })
        .then(
          (s) => {
            if (cancelled) return s.getTracks().forEach((t) => t.stop());
            stream = s;
            setLocalStream(s);
            callRef.current = new Call({
              iceServers,
              iceTransportPolicy: room.iceTransportPolicy,
              polite: room.role === "client",
              localStream: s,
              sendSignal: (signal) => roomSocket?.send({ type: "signal", ...signal }),
              onRemoteStream: setRemoteStream,
              onPeerState: setPeer,
            });
          },
          () => setMediaError(MEDIA_ERROR),
        )
        .finally(() => {
          // Without a camera the chat still works.
          if (!cancelled) openSocket();
        });
    }
    return () => {
      cancelled = true;
      callRef.current?.close();
      callRef.current = null;
      roomSocket?.close();
      socketRef.current = null;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [room.bookingId, room.role, room.iceTransportPolicy, iceServers, withMedia, withVideo, queryClient]);

  const announce = useCallback(() => socketRef.current?.send({ type: "media", ...mediaRef.current }), []);

  const toggleAudio = useCallback(() => {
    const next = !mediaRef.current.audio;
    localStream?.getAudioTracks().forEach((t) => (t.enabled = next));
    mediaRef.current = { ...mediaRef.current, audio: next };
    setAudioOn(next);
    announce();
  }, [localStream, announce]);

  const toggleVideo = useCallback(() => {
    const next = !mediaRef.current.video;
    localStream?.getVideoTracks().forEach((t) => (t.enabled = next));
    mediaRef.current = { ...mediaRef.current, video: next };
    setVideoOn(next);
    announce();
  }, [localStream, announce]);

  const switchCamera = useCallback(async () => {
    if (!localStream) return;
    const nextFacing = facing === "user" ? "environment" : "user";
    const fresh = await navigator.mediaDevices.getUserMedia({ video: { facingMode: nextFacing } });
    const [track] = fresh.getVideoTracks();
    if (!track) return;
    track.enabled = mediaRef.current.video;
    for (const old of localStream.getVideoTracks()) {
      old.stop();
      localStream.removeTrack(old);
    }
    localStream.addTrack(track);
    await callRef.current?.replaceVideoTrack(track);
    setFacing(nextFacing);
    setLocalStream(new MediaStream(localStream.getTracks()));
  }, [localStream, facing]);

  return { socket, ended, mediaError, peer, peerMedia, localStream, remoteStream, audioOn, videoOn, toggleAudio, toggleVideo, switchCamera };
}
