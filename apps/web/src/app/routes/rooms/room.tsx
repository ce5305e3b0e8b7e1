/** /session/:bookingId — a consultation room; WebRTC and the socket code load only here. */
import { useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { RoomScreen } from "@/features/rooms/components/room-screen.tsx";

export function Component() {
  const { bookingId = "" } = useParams();
  return (
    <RequireUser title="Sign in to join your session" description="Only the client and the expert of a booking can enter its room.">
      {() => <RoomScreen bookingId={bookingId} />}
    </RequireUser>
  );
}
