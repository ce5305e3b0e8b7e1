import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import type { RoomConnection } from "../hooks/use-room-connection.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function CallControls({ connection, withVideo, onHangUp }: { connection: RoomConnection; withVideo: boolean; onHangUp: () => void }) {
  useLocale();
  const { audioOn, videoOn, toggleAudio, toggleVideo, switchCamera, localStream } = connection;
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {localStream ? (
        <>
          <Button variant="outline" onClick={toggleAudio} aria-pressed={!audioOn}>
            {audioOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />} {audioOn ? m.room_mute() : m.room_unmute()}
          </Button>
          {withVideo ? (
            <>
              <Button variant="outline" onClick={toggleVideo} aria-pressed={!videoOn}>
                {videoOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />} {videoOn ? m.room_camera_off() : m.room_camera_on()}
              </Button>
              <Button variant="outline" onClick={() => void switchCamera()}>
                <SwitchCamera aria-hidden="true" /> {m.room_switch_camera()}
              </Button>
            </>
          ) : null}
        </>
      ) : null}
      <Button variant="destructive" onClick={onHangUp}>
        <PhoneOff aria-hidden="true" /> {withVideo || localStream ? m.room_hang_up() : m.room_leave()}
      </Button>
    </div>
  );
}
