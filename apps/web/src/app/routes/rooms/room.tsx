/** /session/:bookingId — a consultation room; WebRTC and the socket code load only here. */
import { useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { RoomScreen } from "@/features/rooms/components/room-screen.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  const { bookingId = "" } = useParams();
  return (
    <RequireUser title={m.room_sign_in_title()} description={m.room_sign_in_description()}>
      {() => <RoomScreen bookingId={bookingId} />}
    </RequireUser>
  );
}
