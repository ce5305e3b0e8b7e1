import { EmptyState } from "@/components/ui/empty-state.tsx";
import type { Room } from "../api/get-room.ts";
import { useRoomConnection } from "../hooks/use-room-connection.ts";
import type { EndReason } from "../lib/room-socket.ts";
import { CallControls } from "./call-controls.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { MediaView } from "./media-view.tsx";
import { PeerStatus } from "./peer-status.tsx";

const ENDED: Record<EndReason, { title: string; description: string }> = {
  "room-closed": { title: "This session has ended", description: "The room is closed." },
  refused: { title: "You were disconnected", description: "The connection was closed. Reload the page to join again." },
  "too-many": {
    title: "Open in too many places",
    description: "You joined this session from another tab or device, so it was closed here. Reload the page to continue here.",
  },
};

/** Inside the room: the call (video or voice rooms), the other side's state, the controls and the chat. */
export function JoinedRoom({ room, onHangUp }: { room: Room; onHangUp: () => void }) {
  const connection = useRoomConnection(room);
  const withVideo = room.consultationType === "video";
  const withMedia = withVideo || room.consultationType === "voice";
  if (connection.ended) {
    const { title, description } = ENDED[connection.ended];
    return <EmptyState title={title} description={description} />;
  }
  return (
    <div className="space-y-3">
      <PeerStatus state={connection.peer} peerName={room.peerName} peerMedia={connection.peerMedia} withVideo={withVideo} />
      {connection.socket === "reconnecting" ? <p className="text-sm text-muted-foreground">Connection to the server lost; reconnecting…</p> : null}
      {connection.mediaError ? (
        <p role="alert" className="text-sm text-destructive">
          {connection.mediaError}
        </p>
      ) : null}
      {withMedia ? <MediaView local={connection.localStream} remote={connection.remoteStream} peerName={room.peerName} withVideo={withVideo} /> : null}
      <CallControls connection={connection} withVideo={withVideo} onHangUp={onHangUp} />
      <ChatPanel bookingId={room.bookingId} userId={room.userId} peerName={room.peerName} canSend />
    </div>
  );
}
