import { EmptyState } from "@/components/ui/empty-state.tsx";
import type { Room } from "../api/get-room.ts";
import { useRoomConnection } from "../hooks/use-room-connection.ts";
import type { EndReason } from "../lib/room-socket.ts";
import { CallControls } from "./call-controls.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { MediaView } from "./media-view.tsx";
import { PeerStatus } from "./peer-status.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const ENDED: Record<EndReason, { title: () => string; description: () => string }> = {
  "room-closed": { title: m.room_ended_title, description: m.room_ended_description },
  refused: { title: m.room_refused_title, description: m.room_refused_description },
  "too-many": { title: m.room_too_many_title, description: m.room_too_many_description },
};

/** Inside the room: the call (video or voice rooms), the other side's state, the controls and the chat. */
export function JoinedRoom({ room, onHangUp }: { room: Room; onHangUp: () => void }) {
  useLocale();
  const connection = useRoomConnection(room);
  const withVideo = room.consultationType === "video";
  const withMedia = withVideo || room.consultationType === "voice";
  if (connection.ended) {
    const { title, description } = ENDED[connection.ended];
    return <EmptyState title={title()} description={description()} />;
  }
  return (
    <div className="space-y-3">
      <PeerStatus state={connection.peer} peerName={room.peerName} peerMedia={connection.peerMedia} withVideo={withVideo} />
      {connection.socket === "reconnecting" ? <p className="text-sm text-muted-foreground">{m.room_reconnecting_server()}</p> : null}
      {connection.mediaError ? (
        <p role="alert" className="text-sm text-destructive">
          {m.room_media_error()}
        </p>
      ) : null}
      {withMedia ? <MediaView local={connection.localStream} remote={connection.remoteStream} peerName={room.peerName} withVideo={withVideo} /> : null}
      <CallControls connection={connection} withVideo={withVideo} onHangUp={onHangUp} />
      <ChatPanel bookingId={room.bookingId} userId={room.userId} peerName={room.peerName} canSend />
    </div>
  );
}
