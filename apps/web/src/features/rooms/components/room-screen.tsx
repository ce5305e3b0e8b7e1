import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MessageSquare, Phone, Video } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { useRoom, type Room } from "../api/get-room.ts";
import { ChatPanel } from "./chat-panel.tsx";
import { JoinedRoom } from "./joined-room.tsx";

const TYPE = { video: { label: "Video", icon: Video }, voice: { label: "Voice", icon: Phone }, chat: { label: "Chat", icon: MessageSquare } } as const;

/** A consultation room: not open yet (with when it opens), closed, or open with Join now. */
export function RoomScreen({ bookingId }: { bookingId: string }) {
  const { data: room, error, isPending, refetch } = useRoom(bookingId);
  const [joined, setJoined] = useState<"no" | "yes" | "left">("no");

  // Read the room again when it opens, so the page turns to Join now by itself.
  useEffect(() => {
    if (room?.state !== "too-early") return;
    const wait = new Date(room.opensAt).getTime() - Date.now() + 500;
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(wait, 1000), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [room?.state, room?.opensAt, refetch]);

  if (isPending) return <PageLoader />;
  if (error) {
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyState title="Session not found" description="This session does not exist, or it is not yours." action={<BackToBookings />} />;
    }
    return <ErrorRetry title="Could not open the session" message={errorMessage(error, "Please try again.")} onRetry={() => void refetch()} />;
  }

  const type = TYPE[room.consultationType as keyof typeof TYPE] ?? TYPE.chat;
  const header = (
    <header className="mb-3">
      <h1 className="flex items-center gap-2 text-xl font-semibold">
        <type.icon className="size-5" aria-hidden="true" /> {type.label} session with {room.peerName}
      </h1>
      <p className="text-sm text-muted-foreground">
        {formatBookingDate(room.scheduledAt)}, {formatBookingTime(room.scheduledAt)} – {formatBookingTime(room.endsAt)}
      </p>
    </header>
  );

  if (room.state !== "open") {
    return (
      <section>
        {header}
        {room.state === "too-early" ? (
          <EmptyState title={`The room opens at ${formatBookingTime(room.opensAt)}`} description="Rooms open 10 minutes before the session starts. This page opens it by itself." action={<BackToBookings />} />
        ) : (
          <EmptyState title={room.status === "confirmed" ? "This session has ended" : "This session is not confirmed"} description="Its room is closed." action={<BackToBookings />} />
        )}
        {room.status !== "pending" ? <div className="mt-4"><ChatPanel bookingId={room.bookingId} userId={room.userId} peerName={room.peerName} canSend={false} /></div> : null}
      </section>
    );
  }

  return (
    <section>
      {header}
      {joined === "yes" ? <JoinedRoom room={room} onHangUp={() => setJoined("left")} /> : <JoinPrompt room={room} left={joined === "left"} onJoin={() => setJoined("yes")} />}
    </section>
  );
}

function JoinPrompt({ room, left, onJoin }: { room: Room; left: boolean; onJoin: () => void }) {
  const media = room.consultationType === "video" ? "your camera and microphone" : room.consultationType === "voice" ? "your microphone" : null;
  return (
    <EmptyState
      title={left ? "You left the session" : "The room is open"}
      description={media ? `Joining uses ${media}.` : "Chat with the other person in real time."}
      action={<Button onClick={onJoin}>{left ? "Rejoin" : "Join now"}</Button>}
    />
  );
}

function BackToBookings() {
  return (
    <Button asChild variant="outline">
      <Link to="/bookings">My Bookings</Link>
    </Button>
  );
}
