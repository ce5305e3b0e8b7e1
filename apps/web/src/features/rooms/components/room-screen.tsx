import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MessageSquare, Phone, Video } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { formatDate, formatTime } from "@/lib/i18n-dates.ts";
import { useRoom, type Room } from "../api/get-room.ts";
import { ChatPanel } from "./chat-panel.tsx";
import { JoinedRoom } from "./joined-room.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const TYPE = {
  video: { title: m.room_title_video, icon: Video },
  voice: { title: m.room_title_voice, icon: Phone },
  chat: { title: m.room_title_chat, icon: MessageSquare },
} as const;

/** A consultation room: not open yet (with when it opens), closed, or open with Join now. */
export function RoomScreen({ bookingId }: { bookingId: string }) {
  const { locale } = useLocale();
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
      return <EmptyState title={m.room_not_found()} description={m.room_not_found_description()} action={<BackToBookings />} />;
    }
    return <ErrorRetry title={m.room_open_failed()} message={errorMessage(error, m.room_try_again())} onRetry={() => void refetch()} />;
  }

  const type = TYPE[room.consultationType as keyof typeof TYPE] ?? TYPE.chat;
  const header = (
    <header className="mb-3">
      <h1 className="flex items-center gap-2 text-xl font-semibold">
        <type.icon className="size-5" aria-hidden="true" /> {type.title({ name: room.peerName })}
      </h1>
      <p className="text-sm text-muted-foreground">
        {formatDate(room.scheduledAt, locale)}, {formatTime(room.scheduledAt, locale)} – {formatTime(room.endsAt, locale)}
      </p>
    </header>
  );

  if (room.state !== "open") {
    return (
      <section>
        {header}
        {room.state === "too-early" ? (
          <EmptyState title={m.room_opens_at({ time: formatTime(room.opensAt, locale) })} description={m.room_opens_hint()} action={<BackToBookings />} />
        ) : (
          <EmptyState title={room.status === "confirmed" ? m.room_ended_title() : m.room_not_confirmed()} description={m.room_closed()} action={<BackToBookings />} />
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
  useLocale();
  return (
    <EmptyState
      title={left ? m.room_left() : m.room_open()}
      description={room.consultationType === "video" ? m.room_joining_uses_camera() : room.consultationType === "voice" ? m.room_joining_uses_mic() : m.room_chat_hint()}
      action={<Button onClick={onJoin}>{left ? m.room_rejoin() : m.room_join_now()}</Button>}
    />
  );
}

function BackToBookings() {
  useLocale();
  return (
    <Button asChild variant="outline">
      <Link to="/bookings">{m.room_my_bookings()}</Link>
    </Button>
  );
}
