import { EmptyState } from "@/components/ui/empty-state.tsx";
import type { Room } from "../api/get-room.ts";
import { useRoomConnection } from "../hooks/use-room-connection.ts";
import { CallControls } from "./call-controls.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { MediaView } from "./media-view.tsx";
import { PeerStatus } from "./peer-status.tsx";

/** Inside the room: the call (video or voice rooms), the other side's state, the controls and the chat. */
export function JoinedRoom({ room, onHangUp }: { room: Room; onHangUp: () => void }) {
  const connection = useRoomConnection(room);
  const withVideo = room.consultationType === "video";
  const withMedia = withVideo || room.consultationType === "voice";
  if (connection.ended) {
    return (
      <EmptyState
        title={connection.ended === "room-closed" ? "This session has ended" : "You were disconnected"}
        description={connection.ended === "room-closed" ? "The room is closed." : "The connection was closed. Reload the page to join again."}
      />
    );
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
